import { screen } from '@testing-library/react';
import { BotFaq_AnswerSettingsDocument, BotFaq_UpdateAnswerSettingsDocument, type BotFaq_UpdateAnswerSettingsMutation } from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { AnswerSettingsCard } from './AnswerSettingsCard';

const thresholds = { answerThreshold: 0.6, suggestThreshold: 0.35, maxSuggestions: 3 };

function settingsMock(synonyms: string[][], offTopicFilter = true) {
  return mockOperation(BotFaq_AnswerSettingsDocument, { botId: 'bot-1' }, {
    result: { data: { answerSettings: { __typename: 'AnswerSettings', ...thresholds, synonyms, offTopicFilter } } },
  });
}

function savedPayload(synonyms: string[][], offTopicFilter = true): MockResult<BotFaq_UpdateAnswerSettingsMutation> {
  return { data: { updateAnswerSettings: { __typename: 'AnswerSettingsPayload', answerSettings: { __typename: 'AnswerSettings', ...thresholds, synonyms, offTopicFilter } } } };
}

function renderCard(mocks: Mocks) {
  return renderPage(<AnswerSettingsCard botId="bot-1" />, { mocks });
}

const synonymsBox = () => screen.findByRole('textbox', { name: 'Synonyms' });

describe('answer settings card: the off-topic filter', () => {
  const offTopicSwitch = () => screen.findByRole('switch', { name: /^Decline small talk and off-topic questions/ });

  it('shows the saved switch with what it does', async () => {
    renderCard([settingsMock([], false)]);
    const toggle = await offTopicSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('gets the failed message, with no suggestions'));
  });

  it('saves the switch turned off with the rest of the settings', async () => {
    const saved = jest.fn(() => savedPayload([], false));
    const { user } = renderCard([
      settingsMock([]),
      mockOperation(BotFaq_UpdateAnswerSettingsDocument, { input: { botId: 'bot-1', ...thresholds, synonyms: [], offTopicFilter: false } }, { result: saved }),
    ]);
    const toggle = await offTopicSwitch();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(await screen.findByText('Answer settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(toggle).not.toBeChecked();
  });
});

describe('answer settings card: synonym sets', () => {
  it('shows the saved sets one per line with their count', async () => {
    renderCard([
      settingsMock([
        ['第四台', '有線電視'],
        ['健保', '全民健康保險', '健康保險'],
      ]),
    ]);
    expect(await synonymsBox()).toHaveValue('第四台, 有線電視\n健保, 全民健康保險, 健康保險');
    expect(screen.getByText('Synonym sets: 2')).toBeInTheDocument();
  });

  it('explains the format in the textarea description', async () => {
    renderCard([settingsMock([])]);
    expect(await synonymsBox()).toHaveAccessibleDescription(expect.stringContaining('One set per line'));
  });

  it('saves the typed sets, split on any separator, and shows them tidied', async () => {
    const sent = [
      ['第四台', '有線電視'],
      ['家暴', '家庭暴力', '家暴法'],
    ];
    const saved = jest.fn(() => savedPayload(sent));
    const { user } = renderCard([
      settingsMock([]),
      mockOperation(BotFaq_UpdateAnswerSettingsDocument, { input: { botId: 'bot-1', ...thresholds, synonyms: sent, offTopicFilter: true } }, { result: saved }),
    ]);
    const box = await synonymsBox();
    await user.type(box, ' 第四台，有線電視 {Enter}{Enter}家暴、家庭暴力; 家暴法；');
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(await screen.findByText('Answer settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('第四台, 有線電視\n家暴, 家庭暴力, 家暴法');
  });

  it('sends no sets when the textarea is cleared', async () => {
    const saved = jest.fn(() => savedPayload([]));
    const { user } = renderCard([
      settingsMock([['第四台', '有線電視']]),
      mockOperation(BotFaq_UpdateAnswerSettingsDocument, { input: { botId: 'bot-1', ...thresholds, synonyms: [], offTopicFilter: true } }, { result: saved }),
    ]);
    await user.clear(await synonymsBox());
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(await screen.findByText('Answer settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  // A blank line still counts: the error names the line the owner sees.
  it.each([
    ['a set with one word', '第四台, 有線電視{Enter}{Enter}健保', 'Line 3: Each set needs at least 2 words'],
    ['a one-character word', '台, 臺灣', 'Line 1: Each word needs at least 2 characters'],
  ])('names the textarea line of %s and sends nothing', async (_case, typed, error) => {
    const saved = jest.fn(() => savedPayload([]));
    const { user } = renderCard([settingsMock([]), mockOperation(BotFaq_UpdateAnswerSettingsDocument, () => true, { result: saved })]);
    const box = await synonymsBox();
    await user.type(box, typed);
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a set on its line', async () => {
    const { user } = renderCard([
      settingsMock([]),
      mockOperation(BotFaq_UpdateAnswerSettingsDocument, () => true, {
        result: failure('VALIDATION_FAILED', { fields: [{ field: 'synonyms.1.0', message: 'validation.synonymWord' }] }),
      }),
    ]);
    const box = await synonymsBox();
    await user.type(box, '第四台, 有線電視{Enter}{Enter}{Enter}健保, 全民健保');
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(await screen.findByText('Line 4: Each word needs at least 2 characters')).toBeInTheDocument();
  });

  it('counts the sets as they are typed', async () => {
    const { user } = renderCard([settingsMock([['第四台', '有線電視']])]);
    const box = await synonymsBox();
    expect(screen.getByText('Synonym sets: 1')).toBeInTheDocument();
    await user.type(box, '{Enter}{Enter}健保, 全民健保');
    expect(screen.getByText('Synonym sets: 2')).toBeInTheDocument();
    await user.clear(box);
    expect(screen.getByText('Synonym sets: 0')).toBeInTheDocument();
  });
});
