import { act, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../../schema/rules/constants';
import {
  BotDetail_ChatbotDocument,
  BotDetail_UnhandledThemesDocument,
  BotDetail_UserStatsDocument,
  type BotDetail_ChatbotQuery,
  type BotDetail_UnhandledThemesQuery,
  type BotDetail_UserStatsQuery,
  type BotDetail_UsageTileFragment,
} from '../../__generated__/graphql';
import i18n from '../../i18n';
import { mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { BotDetailPage } from './BotDetailPage';

type Stats = BotDetail_UserStatsQuery['userStats'];

const bot: NonNullable<BotDetail_ChatbotQuery['chatbot']> = {
  __typename: 'Chatbot',
  id: 'bot-1',
  name: 'Tour helper',
  greetingMsg: 'Welcome aboard',
  failedMsg: 'Sorry',
  postbackMsg: 'Did you mean',
  description: 'Helps travellers',
  language: 'tw',
  package: 'free',
  scenario: 'salesAssistant',
  tools: {
    __typename: 'ChatbotTools',
    SGW_tour_with_image_tool: true,
    answer_with_url_first_tool: true,
    get_total_price_tool: false,
    owm_forecast_tool: false,
    serpapi_flight_tool: false,
    route_tool: false,
  },
  files: [{ __typename: 'KnowledgeFile', id: 'f1', fileName: 'faq.csv', size: 2048, status: 'processing' }],
  createdAt: '2026-11-22T04:49:47.000Z',
};

const tile = (count: number, previous: number, change: number | null): BotDetail_UsageTileFragment => ({ __typename: 'UsageTile', count, previous, change });

/** A range of `days` days ending 2026-11-25 with `questions` asked on its last day. */
function aStats(days: number, overrides: Partial<Stats> = {}, questions = 3): Stats {
  const daily = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 25 - (days - 1 - index))).toISOString().slice(0, 10);
    return { __typename: 'DailyQuestions' as const, date, questions: index === days - 1 ? questions : 0 };
  });
  return {
    __typename: 'UserStats',
    days,
    from: daily[0].date,
    to: '2026-11-25',
    daily,
    unhandled: [],
    topQuestions: [],
    tags: [],
    answers: { __typename: 'AnswerOutcomes', qa: questions, autofaq: 0, knowledge: 0, options: 0, noAnswer: 0, questionnaire: 0, other: 0 },
    tiles: {
      __typename: 'UsageTiles',
      today: tile(questions, 0, null),
      yesterday: tile(0, 0, null),
      thisWeek: tile(questions, 0, null),
      lastWeek: tile(0, 0, null),
      thisMonth: tile(questions, 0, null),
      lastMonth: tile(0, 0, null),
    },
    ...overrides,
  };
}

function statsMock(days: number, userStats: Stats | (() => MockResult<BotDetail_UserStatsQuery>)) {
  const result = typeof userStats === 'function' ? userStats : { data: { userStats } };
  return mockOperation(BotDetail_UserStatsDocument, { botId: 'bot-1', days }, { result });
}

function themesMock(themes: BotDetail_UnhandledThemesQuery['unhandledThemes']['themes'], language: Language = 'en') {
  return mockOperation(BotDetail_UnhandledThemesDocument, { botId: 'bot-1', days: 7, language }, {
    result: { data: { unhandledThemes: { __typename: 'UnhandledThemes', days: 7, themes } } },
  });
}

function renderDetail(chatbot: typeof bot | null, mocks: Mocks = [statsMock(7, aStats(7))], route = '/dashboard/bot/bot-1/detail') {
  return renderPage(<BotDetailPage />, {
    route,
    path: '/dashboard/bot/:id/detail',
    mocks: [mockOperation(BotDetail_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot } } }), ...mocks],
  });
}

const dogQuestion = { __typename: 'UnhandledQuestion' as const, question: 'Can I bring my dog & cat?', count: 3, lastAskedAt: '2026-11-25T02:05:00.000Z', exchangeId: 'ex-9' };

describe('bot detail page', () => {
  it('summarises the bot settings with its tools and files, and remembers the bot id', async () => {
    renderDetail(bot);
    expect(await screen.findByRole('heading', { name: 'Tour helper' })).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByText('Sales assistant')).toBeInTheDocument();
    expect(screen.getByText('Tours with images')).toBeInTheDocument();
    expect(screen.queryByText('Route planning')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /faq\.csv 2\.0 KB Processing/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit settings' })).toHaveAttribute('href', '/dashboard/bot/bot-1/setting');
    expect(localStorage.getItem('botId')).toBe('bot-1');
  });

  it('shows the bot-not-found screen for a null chatbot and remembers nothing', async () => {
    renderDetail(null, []);
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(localStorage.getItem('botId')).toBeNull();
  });

  it('shows each usage tile with its count and the change against the period before, up, down, the same or without one', async () => {
    const tiles = {
      __typename: 'UsageTiles' as const,
      today: tile(5, 4, 0.25),
      yesterday: tile(4, 4, 0),
      thisWeek: tile(3, 6, -0.5),
      lastWeek: tile(6, 0, null),
      thisMonth: tile(12345, 8230, 0.5),
      lastMonth: tile(0, 0, null),
    };
    renderDetail(bot, [statsMock(7, aStats(7, { tiles }))]);
    const today = await screen.findByRole('group', { name: 'Today' });
    expect(within(today).getByText('5')).toBeInTheDocument();
    expect(within(today).getByText('↑ 25%')).toBeInTheDocument();
    expect(within(today).getByText('Up 25% from the day before')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Yesterday' })).getByText('Same as the day before')).toBeInTheDocument();
    const thisWeek = screen.getByRole('group', { name: 'This week' });
    expect(within(thisWeek).getByText('↓ 50%')).toBeInTheDocument();
    expect(within(thisWeek).getByText('Down 50% from the week before')).toBeInTheDocument();
    const lastWeek = screen.getByRole('group', { name: 'Last week' });
    expect(within(lastWeek).getByText('New')).toBeInTheDocument();
    expect(within(lastWeek).getByText('New: no questions the week before')).toBeInTheDocument();
    const thisMonth = screen.getByRole('group', { name: 'This month' });
    // Grouped as the console's language writes numbers.
    expect(within(thisMonth).getByText('12,345')).toBeInTheDocument();
    expect(within(thisMonth).getByText('Up 50% from the month before')).toBeInTheDocument();
    const lastMonth = screen.getByRole('group', { name: 'Last month' });
    expect(within(lastMonth).getByText('—')).toBeInTheDocument();
    expect(within(lastMonth).getByText('No questions, none the month before either')).toBeInTheDocument();
  });

  it('asks again for 14 and then 30 days when the range is switched, and keeps the range in the URL', async () => {
    const fortnight = jest.fn(() => ({ data: { userStats: aStats(14, {}, 14) } }));
    const month = jest.fn(() => ({ data: { userStats: aStats(30, {}, 30) } }));
    const { user } = renderDetail(bot, [statsMock(7, aStats(7)), statsMock(14, fortnight), statsMock(30, month)]);
    expect(await screen.findByText('3 questions in 7 days; the busiest day was 2026-11-25 with 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '14 days' }));
    expect(await screen.findByText('14 questions in 14 days; the busiest day was 2026-11-25 with 14.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/bot/bot-1/detail?days=14');
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(await screen.findByText('30 questions in 30 days; the busiest day was 2026-11-25 with 30.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/bot/bot-1/detail?days=30');
    expect(fortnight).toHaveBeenCalledTimes(1);
    expect(month).toHaveBeenCalledTimes(1);
  });

  it('opens on the range the URL names, with the daily counts as a table for screen readers', async () => {
    renderDetail(bot, [statsMock(30, aStats(30))], '/dashboard/bot/bot-1/detail?days=30');
    const table = await screen.findByRole('table', { name: 'Questions per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '2026-11-25 3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('points to the test chat and integrations when nobody asked anything in the range', async () => {
    renderDetail(bot, [statsMock(7, aStats(7, {}, 0))]);
    expect(await screen.findByRole('heading', { name: 'No questions in the last 7 days yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open test chat' })).toHaveAttribute('href', '/dashboard/bot/bot-1/test-chat');
    expect(screen.getByRole('link', { name: 'Set up integrations' })).toHaveAttribute('href', '/dashboard/bot/bot-1/integrations');
    expect(screen.queryByRole('heading', { name: 'Top 5 questions' })).not.toBeInTheDocument();
  });

  it('lists the top questions linking to the Q&A list and the questions per tag', async () => {
    const topQuestions = [{ __typename: 'TopQuestion' as const, groupId: 'g1', key: '1', question: 'Opening hours?', count: 7 }];
    const tags = [{ __typename: 'TagCount' as const, tag: 'visits', count: 7 }];
    renderDetail(bot, [statsMock(7, aStats(7, { topQuestions, tags }))]);
    const top = await screen.findByRole('region', { name: 'Top 5 questions' });
    expect(within(top).getByRole('link', { name: 'Opening hours?' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
    expect(within(top).getByText('Times asked: 7')).toBeInTheDocument();
    const byTag = screen.getByRole('region', { name: 'Questions by tag' });
    expect(within(byTag).getByText('visits')).toBeInTheDocument();
    expect(within(byTag).getByText('Times asked: 7')).toBeInTheDocument();
  });

  it('shows how the questions were answered, by source, with their share, each linking to those exchanges in the history', async () => {
    const answers = { __typename: 'AnswerOutcomes' as const, qa: 10, autofaq: 4, knowledge: 3, options: 2, noAnswer: 1, questionnaire: 0, other: 0 };
    renderDetail(bot, [statsMock(7, aStats(7, { answers }, 20))]);
    const card = await screen.findByRole('region', { name: 'How questions were answered' });
    const rows = within(card).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'Q&A list10 (50%)',
      'AutoFAQ answers4 (20%)',
      'Knowledge files3 (15%)',
      'Similar-question buttons2 (10%)',
      'Failed message1 (5%)',
    ]);
    expect(within(card).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['View in history: Q&A list', '/dashboard/bot/bot-1/history?source=qa'],
      ['View in history: AutoFAQ answers', '/dashboard/bot/bot-1/history?source=autofaq'],
      ['View in history: Knowledge files', '/dashboard/bot/bot-1/history?source=knowledge'],
      ['View in history: Similar-question buttons', '/dashboard/bot/bot-1/history?answer_status=3'],
      ['View in history: Failed message', '/dashboard/bot/bot-1/history?answer_status=2'],
    ]);
  });

  it('lists questionnaires and other messages among the answers only when there were some, and links no empty outcome', async () => {
    const answers = { __typename: 'AnswerOutcomes' as const, qa: 0, autofaq: 0, knowledge: 0, options: 0, noAnswer: 0, questionnaire: 3, other: 1 };
    renderDetail(bot, [statsMock(7, aStats(7, { answers }, 4))]);
    const card = await screen.findByRole('region', { name: 'How questions were answered' });
    expect(within(card).getByText('Questionnaire').closest('li')).toHaveTextContent('3 (75%)');
    expect(within(card).getByText('Other (not text, or left to a person)').closest('li')).toHaveTextContent('1 (25%)');
    expect(within(card).getByText('Failed message').closest('li')).toHaveTextContent('0 (0%)');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('links each unhandled question with an exchange to the history page\'s add-to-Q&A dialog', async () => {
    const unhandled = [dogQuestion, { ...dogQuestion, question: 'Lost reply', count: 1, exchangeId: null }];
    renderDetail(bot, [statsMock(7, aStats(7, { unhandled })), themesMock([])]);
    const list = await screen.findByRole('region', { name: 'Unhandled questions' });
    expect(within(list).getByText('Times asked: 3 · last asked 2026-11-25 10:05')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Add to Q&A: Can I bring my dog & cat?' })).toHaveAttribute(
      'href',
      '/dashboard/bot/bot-1/history?addTo=ex-9&addQuestion=Can%20I%20bring%20my%20dog%20%26%20cat%3F',
    );
    expect(within(list).getByText('Lost reply')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('opens the Q&A group dialog with a theme\'s suggested questions and leaves the answer to the owner', async () => {
    const theme = {
      __typename: 'UnhandledTheme' as const,
      count: 5,
      summary: 'Visitors ask whether pets may come along.',
      examples: [{ __typename: 'ThemeExample' as const, question: 'Can I bring my dog & cat?', count: 3 }],
      suggestedGroup: { __typename: 'SuggestedGroup' as const, question: 'Are pets allowed?', similarQuestions: ['Can I bring my dog & cat?', 'Are pets allowed?'] },
    };
    const { user } = renderDetail(bot, [statsMock(7, aStats(7, { unhandled: [dogQuestion] })), themesMock([theme])]);
    const themes = await screen.findByRole('region', { name: 'Themes of unhandled questions' });
    expect(await within(themes).findByText('Visitors ask whether pets may come along.')).toBeInTheDocument();
    expect(within(themes).getByText('Can I bring my dog & cat? (3)')).toBeInTheDocument();
    // A heading that is a visitor's whole question shows three lines at most.
    expect(within(themes).getByText('Are pets allowed?')).toHaveAttribute('data-line-clamp', 'true');
    await user.click(within(themes).getByRole('button', { name: 'Create Q&A group: Are pets allowed?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    expect(within(dialog).getByRole('textbox', { name: 'Question 1' })).toHaveValue('Are pets allowed?');
    expect(within(dialog).getByRole('textbox', { name: 'Question 2' })).toHaveValue('Can I bring my dog & cat?');
    expect(within(dialog).queryByRole('textbox', { name: 'Question 3' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks for the themes' summaries in the console's language, and again in the new one after a switch", async () => {
    const theme = (summary: string) => ({
      __typename: 'UnhandledTheme' as const,
      count: 2,
      summary,
      examples: [{ __typename: 'ThemeExample' as const, question: '可以寄到國外嗎', count: 2 }],
      suggestedGroup: { __typename: 'SuggestedGroup' as const, question: '可以寄到國外嗎', similarQuestions: [] },
    });
    renderDetail(bot, [statsMock(7, aStats(7, { unhandled: [dogQuestion] })), themesMock([theme('Visitors ask about shipping abroad.')]), themesMock([theme('訪問者は海外発送について知りたがっています。')], 'jp')]);
    const themes = await screen.findByRole('region', { name: 'Themes of unhandled questions' });
    expect(await within(themes).findByText('Visitors ask about shipping abroad.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('jp'));
    expect(await screen.findByText('訪問者は海外発送について知りたがっています。')).toBeInTheDocument();
  });

  it('shows a failed statistics query with a retry that loads them', async () => {
    const { user } = renderDetail(bot, [
      mockOperation(BotDetail_UserStatsDocument, { botId: 'bot-1', days: 7 }, { error: new TypeError('Failed to fetch') }),
      statsMock(7, aStats(7)),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please refresh the page');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Today' })).toBeInTheDocument();
  });
});
