import { screen, waitFor, within } from '@testing-library/react';
import {
  BotFaq_StartTrainingDocument,
  BotFaq_TrainingProgressDocument,
  History_AddToQaDocument,
  History_LikelyGroupsDocument,
  TestChat_ChatbotDocument,
  TestChat_SendDocument,
  type History_AddToQaMutation,
  type TestChat_SendMutation,
} from '../../__generated__/graphql';
import { failure, mockOperation, untrainedStatusMock, type MockResult } from '../../test/factories';
import { aJob } from '../../test/faq-page-kit';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';
import { renderPage, type Mocks } from '../../test/render';
import { TestChatPage } from './TestChatPage';

type Reply = TestChat_SendMutation['sendTestMessage']['reply'];

const chatbotMock = mockOperation(TestChat_ChatbotDocument, { id: 'bot-1' }, {
  result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot', greetingMsg: 'Hello, ask me anything' }, me: { __typename: 'Account', email: 'owner@example.com' } } },
});

function aReply(overrides: Partial<Reply> = {}): Reply {
  return {
    __typename: 'TestChatReply',
    type: 'answer',
    state: 'start',
    success: true,
    sid: 'sid-1',
    text: '',
    title: '',
    buttons: [],
    answerStatus: 1,
    matchedGroup: null,
    synonyms: [],
    entities: [],
    offTopic: null,
    source: null,
    sources: [],
    exchangeId: null,
    ...overrides,
  };
}

const sent = (reply: Reply): MockResult<TestChat_SendMutation> => ({ data: { sendTestMessage: { __typename: 'SendTestMessagePayload', reply } } });

/** Matches a send whose input has these fields (the user id is random per conversation). */
function sendMock(expected: Record<string, unknown>, result: MockResult<TestChat_SendMutation>, seen: string[] = []) {
  return mockOperation(TestChat_SendDocument, (variables: Record<string, unknown>) => {
    const input = variables.input as Record<string, unknown>;
    if (input.botId !== 'bot-1' || typeof input.userId !== 'string') return false;
    seen.push(input.userId);
    return Object.entries(expected).every(([key, value]) => JSON.stringify(input[key]) === JSON.stringify(value));
  }, {
    result,
  });
}

function renderChat(mocks: Mocks) {
  return renderPage(<TestChatPage />, { route: '/dashboard/bot/bot-1/test-chat', path: '/dashboard/bot/:id/test-chat', mocks: [chatbotMock, ...mocks, untrainedStatusMock()] });
}

type User = ReturnType<typeof renderChat>['user'];

async function say(user: User, text: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
}

const suggestion = aReply({
  text: 'Did you mean:',
  title: 'Did you mean:',
  answerStatus: 3,
  buttons: [
    { __typename: 'ReplyButton', id: 'g1', oriQue: 'hours', text: 'Opening hours?' },
    { __typename: 'ReplyButton', id: 'g2', oriQue: 'hours', text: 'Holiday hours?' },
  ],
});

describe('test chat page', () => {
  it('opens with the greeting and answers a message sent with Enter, showing its status and matched group', async () => {
    const { user } = renderChat([
      sendMock({ text: 'When do you open?' }, sent(aReply({ text: '9 to 5', matchedGroup: { __typename: 'QaGroup', id: 'g1', questions: ['Opening hours?'] } }))),
    ]);
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Hello, ask me anything')).toBeInTheDocument();
    await say(user, 'When do you open?');
    expect(await within(log).findByText('9 to 5')).toBeInTheDocument();
    expect(within(log).getByText('When do you open?')).toBeInTheDocument();
    expect(within(log).getByText('Answered')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Opening hours?' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // A link or any long word wraps inside its bubble instead of running past its edge.
    for (const text of ['9 to 5', 'When do you open?']) expect(within(log).getByText(text)).toHaveStyle({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
  });

  it('tells a screen reader who said each line of the log: the owner as "You", the bot by its name', async () => {
    const { user } = renderChat([sendMock({ text: 'When do you open?' }, sent(aReply({ text: '9 to 5' })))]);
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await say(user, 'When do you open?');
    await within(log).findByText('9 to 5');
    // The names are hidden from sight only (the bubbles' sides show who spoke), so they are part of the log's text.
    expect(log).toHaveTextContent(/^Support bot:\s*Hello, ask me anything\s*You:\s*When do you open\?\s*Support bot:\s*9 to 5/);
  });

  it("says which source answered and, on request, each source's best candidates with their confidence", async () => {
    const candidate = (id: string, label: string, confidence: number) => ({ __typename: 'SourceCandidate' as const, id, label, confidence });
    const { user } = renderChat([
      sendMock(
        { text: 'When do you open?' },
        sent(
          aReply({
            text: 'We open at 9:00.',
            source: 'AUTOFAQ',
            sources: [
              { __typename: 'SourceCandidates', source: 'AUTOFAQ', candidates: [candidate('autofaq:a1', 'Opening hours', 0.62), candidate('autofaq:a2', 'Tickets', 0.2)] },
              { __typename: 'SourceCandidates', source: 'QA', candidates: [candidate('g1', 'Holiday hours?', 0.41)] },
              { __typename: 'SourceCandidates', source: 'KNOWLEDGE', candidates: [candidate('knowledge:f1:0', 'Hours', 0.3)] },
            ],
          }),
        ),
      ),
    ]);
    await say(user, 'When do you open?');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Answered from: AutoFAQ')).toBeInTheDocument();
    expect(within(log).queryByRole('list', { name: 'Candidates from AutoFAQ' })).not.toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Show best candidates by source' }));
    const autofaq = await within(log).findByRole('list', { name: 'Candidates from AutoFAQ' });
    expect(within(autofaq).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Opening hours — confidence 0.62', 'Tickets — confidence 0.20']);
    expect(within(log).getByRole('list', { name: 'Candidates from Q&A list' })).toHaveTextContent('Holiday hours? — confidence 0.41');
    expect(within(log).getByRole('list', { name: 'Candidates from Knowledge files' })).toHaveTextContent('Hours — confidence 0.30');

    await user.click(within(log).getByRole('button', { name: 'Hide candidates' }));
    await waitFor(() => expect(within(log).queryByRole('list', { name: 'Candidates from AutoFAQ' })).not.toBeInTheDocument());
  });

  it('names no source for a reply no source answered', async () => {
    const { user } = renderChat([sendMock({ text: 'hmm' }, sent(aReply({ type: 'no_answer', text: 'Sorry, I do not know that yet.', answerStatus: 2 })))]);
    await say(user, 'hmm');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Sorry, I do not know that yet.')).toBeInTheDocument();
    expect(within(log).queryByText(/^Answered from:/)).not.toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Show best candidates by source' })).not.toBeInTheDocument();
  });

  it('says which words of the message were read as synonyms', async () => {
    const reading = (word: string, readAs: string[]) => ({ __typename: 'SynonymReading' as const, word, readAs });
    const { user } = renderChat([
      sendMock(
        { text: '第四台何時數位化' },
        sent(aReply({ text: '106年', synonyms: [reading('第四台', ['有線電視']), reading('何時', ['什麼時候', '時程'])] })),
      ),
    ]);
    await say(user, '第四台何時數位化');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Read “第四台” as: 有線電視')).toBeInTheDocument();
    expect(within(log).getByText('Read “何時” as: 什麼時候, 時程')).toBeInTheDocument();
  });

  it('lists the entities found in the message', async () => {
    const entity = (type: string, value: string, text: string) => ({ __typename: 'FoundEntity' as const, type, value, text });
    const { user } = renderChat([sendMock({ text: '大安区公所几点开门' }, sent(aReply({ text: '8:30', entities: [entity('district', '大安區', '大安区'), entity('agency', '臺北市政府', '市府')] })))]);
    await say(user, '大安区公所几点开门');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Entities: district: 大安區, agency: 臺北市政府')).toBeInTheDocument();
  });

  it('says which off-topic message the Q&A list took the message for', async () => {
    const { user } = renderChat([
      sendMock({ text: '明天會不會下雨' }, sent(aReply({ type: 'no_answer', text: 'Sorry, I do not know that yet.', answerStatus: 2, offTopic: '明天會下雨嗎' }))),
    ]);
    await say(user, '明天會不會下雨');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Looked off-topic (like “明天會下雨嗎”), so the Q&A list did not reply.')).toBeInTheDocument();
  });

  it('shows similar-question buttons and sends the chosen one back as a postback', async () => {
    const { user } = renderChat([
      sendMock({ text: 'hours' }, sent(suggestion)),
      sendMock(
        { postback: { id: 'g2', oriQue: 'hours', text: 'Holiday hours?' } },
        sent(aReply({ text: 'Closed on holidays', state: 'in_progress', matchedGroup: { __typename: 'QaGroup', id: 'g2', questions: ['Holiday hours?'] } })),
      ),
    ]);
    await say(user, 'hours');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Has options')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Holiday hours?' }));
    expect(await within(log).findByText('Closed on holidays')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Holiday hours?' })).toBeInTheDocument();
  });

  it('explains that the bot must be trained first, with a link to the Q&A list', async () => {
    const { user } = renderChat([sendMock({ text: 'hello' }, failure('NOT_TRAINED'))]);
    await say(user, 'hello');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bot has nothing to answer from yet: train the Q&A list, or upload AutoFAQ answers or knowledge files.');
    expect(within(alert).getByRole('link', { name: 'Go to the Q&A list and train' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
  });

  it('shows the §8 chat error when the reply fails', async () => {
    const { user } = renderChat([sendMock({ text: 'hello' }, failure('INTERNAL'))]);
    await say(user, 'hello');
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, I'm unable to respond to your message right now. Please try again later.");
  });

  it('counts an emoji as one character, as the API does: a thousand of them may be sent', async () => {
    const { user } = renderChat([sendMock({}, sent(aReply()))]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.paste('🙂'.repeat(1000));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('1,000 / 1,000 characters'));
    expect(screen.queryByText('Messages must be within 1,000 characters')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('does not send a message over 1,000 characters', async () => {
    const seen: string[] = [];
    const { user } = renderChat([sendMock({}, sent(aReply()), seen)]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('Messages must be within 1,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('log', { name: 'Conversation' })).queryByText(/^x+$/)).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('starts a new conversation under a new user id', async () => {
    const seen: string[] = [];
    const { user } = renderChat([sendMock({ text: 'one' }, sent(aReply({ text: 'first reply' })), seen), sendMock({ text: 'two' }, sent(aReply({ text: 'second reply' })), seen)]);
    await say(user, 'one');
    expect(await screen.findByText('first reply')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('first reply')).not.toBeInTheDocument();
    expect(screen.getByText('Hello, ask me anything')).toBeInTheDocument();
    await say(user, 'two');
    expect(await screen.findByText('second reply')).toBeInTheDocument();
    await waitFor(() => expect(new Set(seen).size).toBe(2));
  });
});

describe('the conversation through a lost session', () => {
  const RESTORED = 'Your conversation from before you were signed out is back, and it goes on where it stopped. “New conversation” starts afresh.';

  it('comes back after signing in again with its replies, buttons and unsent message, and goes on under the same test user', async () => {
    sessionStorage.clear();
    const seen: string[] = [];
    const first = renderChat([sendMock({ text: 'hours' }, sent({ ...suggestion, exchangeId: 'm1' } as Reply), seen)]);
    await say(first.user, 'hours');
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Has options');
    await first.user.type(screen.getByRole('textbox', { name: 'Message' }), 'and on Sunday?');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);

    const { user } = renderChat([
      sendMock({ postback: { id: 'g1', oriQue: 'hours', text: 'Opening hours?' } }, sent(aReply({ text: '9 to 5', exchangeId: 'm2' })), seen),
    ]);
    // A status region, read out as the page opens.
    expect((await screen.findByText(RESTORED)).closest('[role="status"]')).not.toBeNull();
    expect(sessionStorage.length).toBe(0);
    const back = screen.getByRole('log', { name: 'Conversation' });
    expect(within(back).getByText('hours')).toBeInTheDocument();
    expect(within(back).getByText('Has options')).toBeInTheDocument();
    expect(within(back).getByRole('button', { name: 'Add to Q&A' })).toHaveAccessibleDescription('hours');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('and on Sunday?');
    await user.click(within(back).getByRole('button', { name: 'Opening hours?' }));
    expect(await within(back).findByText('9 to 5')).toBeInTheDocument();
    // The lines after the kept ones are new lines, and the backend's conversation goes on under the same user id.
    expect(within(back).getAllByText('Opening hours?')).toHaveLength(2);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('keeps nothing for a conversation not begun, and ignores a kept copy in another shape', async () => {
    sessionStorage.clear();
    const first = renderChat([]);
    await screen.findByText('Hello, ask me anything');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(0);

    sessionStorage.setItem('oqa_rescue:test-chat:bot-1:owner@example.com', JSON.stringify({ userId: 'u', draft: '', messages: [{ id: 1, sender: 'bot', text: 'x', reply: { type: 'maybe' } }] }));
    renderChat([]);
    expect(await screen.findByText('Hello, ask me anything')).toBeInTheDocument();
    expect(screen.queryByText('x')).not.toBeInTheDocument();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });
});

describe('training the changes before testing them', () => {
  it('says on arrival that the bot answers from its last training while the Q&A list has untrained changes, and trains it there', async () => {
    const { user } = renderChat([
      untrainedStatusMock(true),
      mockOperation(BotFaq_StartTrainingDocument, { input: { botId: 'bot-1' } }, { result: { data: { startTraining: { __typename: 'StartTrainingPayload', job: aJob() } } } }),
      mockOperation(BotFaq_TrainingProgressDocument, { botId: 'bot-1' }, { result: { data: { trainingProgress: aJob({ state: 'SUCCESS', progress: 1 }) } } }),
    ]);
    expect(await screen.findByText('The Q&A list has untrained changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Train now' }));
    expect(await screen.findByText('The bot answers with your changes now.')).toBeInTheDocument();
  });
});

describe('adding a tested question to the Q&A set', () => {
  const likelyMock = mockOperation(History_LikelyGroupsDocument, { botId: 'bot-1', exchangeId: 'm7' }, {
    result: { data: { likelyGroups: [{ __typename: 'HistoryGroupRef', id: 'g1', key: 'hours', question: 'Opening hours?' }] } },
  });

  it('offers the reply to a typed line to add that line, and adds it as a phrasing of a picked group, then says training is due', async () => {
    const added = jest.fn(
      (): MockResult<History_AddToQaMutation> => ({
        data: {
          addExchangeToQa: {
            __typename: 'QaGroupPayload',
            qaGroup: { __typename: 'QaGroup', id: 'g1', key: 'hours', questions: ['Opening hours?', 'When do you open?'], answers: ['9 to 5'], answerMode: 'FIRST', similarEnabled: true, postbackChoices: [], tags: [], updatedAt: '2026-11-29T06:00:00.000Z' },
          },
        },
      }),
    );
    const { user } = renderChat([
      sendMock({ text: 'When do you open?' }, sent(aReply({ type: 'no_answer', text: 'Sorry, I do not know that yet.', answerStatus: 2, exchangeId: 'm7' }))),
      likelyMock,
      mockOperation(History_AddToQaDocument, { input: { botId: 'bot-1', exchangeId: 'm7', groupId: 'g1' } }, { result: added }),
    ]);
    await say(user, 'When do you open?');
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Sorry, I do not know that yet.');
    const add = within(log).getByRole('button', { name: 'Add to Q&A' });
    // Which line it adds is its description, as each history card's button says; unanswered, it is the filled one.
    expect(add).toHaveAccessibleDescription('When do you open?');
    expect(add).toHaveAttribute('data-variant', 'filled');
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(dialog).toHaveTextContent('When do you open?');
    await user.click(await within(dialog).findByRole('radio', { name: /Opening hours\?/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Added as a phrasing of “Opening hours?”.')).toBeInTheDocument();
    expect(screen.getByText('The Q&A list has untrained changes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Q&A list to train' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
    // The conversation is still there to go on testing.
    expect(within(log).getByText('Sorry, I do not know that yet.')).toBeInTheDocument();
  });

  /** A fresh tab's chat whose reply to "Do you deliver?" (exchange m9) had no answer, with its add dialog open. */
  async function addingAfterAMiss() {
    sessionStorage.clear();
    const first = renderChat([
      sendMock({ text: 'Do you deliver?' }, sent(aReply({ type: 'no_answer', text: 'Sorry, I do not know that yet.', answerStatus: 2, exchangeId: 'm9' }))),
      mockOperation(History_LikelyGroupsDocument, { botId: 'bot-1', exchangeId: 'm9' }, { result: { data: { likelyGroups: [] } } }),
    ]);
    await say(first.user, 'Do you deliver?');
    await first.user.click(await within(screen.getByRole('log', { name: 'Conversation' })).findByRole('button', { name: 'Add to Q&A' }));
    return { first, dialog: await screen.findByRole('dialog', { name: 'Add to the Q&A set' }) };
  }

  it('opens the dialog again after a lost session with the answer typed for a new group, over the conversation', async () => {
    const { first, dialog } = await addingAfterAMiss();
    await first.user.click(within(dialog).getByRole('radio', { name: 'As a new group' }));
    await first.user.type(within(dialog).getByRole('textbox', { name: /Answer/ }), 'Within Taipei, yes.');
    loseSession();
    first.unmount();
    // The answer under the exchange, the exchange under the bot, and the conversation.
    expect(sessionStorage.length).toBe(3);

    const added = jest.fn(
      (): MockResult<History_AddToQaMutation> => ({
        data: {
          addExchangeToQa: {
            __typename: 'QaGroupPayload',
            qaGroup: { __typename: 'QaGroup', id: 'g9', key: 'g9', questions: ['Do you deliver?'], answers: ['Within Taipei, yes.'], answerMode: 'FIRST', similarEnabled: true, postbackChoices: [], tags: [], updatedAt: '2026-11-29T06:00:00.000Z' },
          },
        },
      }),
    );
    const { user } = renderChat([mockOperation(History_AddToQaDocument, { input: { botId: 'bot-1', exchangeId: 'm9', answer: 'Within Taipei, yes.' } }, { result: added })]);
    const reopened = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(reopened).toHaveTextContent('Do you deliver?');
    expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    expect(within(reopened).getByRole('textbox', { name: /Answer/ })).toHaveValue('Within Taipei, yes.');
    expect(sessionStorage.length).toBe(0);
    expect(within(screen.getByRole('log', { name: 'Conversation', hidden: true })).getByText('Sorry, I do not know that yet.')).toBeInTheDocument();
    await user.click(within(reopened).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
  });

  it('keeps nothing through a lost session for a dialog with nothing typed (the conversation only)', async () => {
    const { first } = await addingAfterAMiss();
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);
    renderChat([]);
    expect(await screen.findByText('Sorry, I do not know that yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument();
  });

  it('offers nothing to add for a reply to a chosen button, or for a reply the history did not record', async () => {
    const { user } = renderChat([
      sendMock({ text: 'hours' }, sent({ ...suggestion, exchangeId: 'm1' } as Reply)),
      sendMock({ postback: { id: 'g1', oriQue: 'hours', text: 'Opening hours?' } }, sent(aReply({ text: '9 to 5', exchangeId: 'm2' }))),
      sendMock({ text: 'again' }, sent(aReply({ text: 'Again 9 to 5' }))),
    ]);
    await say(user, 'hours');
    const log = screen.getByRole('log', { name: 'Conversation' });
    await user.click(await within(log).findByRole('button', { name: 'Opening hours?' }));
    await within(log).findByText('9 to 5');
    await say(user, 'again');
    await within(log).findByText('Again 9 to 5');
    // Only the reply to the typed "hours" (recorded as m1) offers it.
    const adds = within(log).getAllByRole('button', { name: 'Add to Q&A' });
    expect(adds).toHaveLength(1);
    expect(adds[0]).toHaveAccessibleDescription('hours');
  });
});
