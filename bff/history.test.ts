// The owner's view through the BFF on a real backend: the history page with its filters, adding a question to the
// Q&A set both ways, the recommendations log and its save, the overview statistics, the bot list's weekly count,
// and the CSV export streamed on the caller's session. Another account's bot is BOT_NOT_FOUND everywhere.
import { loginToken, newAccount, newChatbot, newQaGroup, trainedQaGroup } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { SEND_TEST_MESSAGE } from './test-support/operations';
import { newOwner, startBffStack, type BffStack } from './test-support/stack';

let stack: BffStack;
let owner: { token: string; authorization: string; botId: string };

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  const { token, authorization } = await newOwner(stack);
  const bot = await newChatbot(stack.backend.url, token, { language: 'en', postback_msg: 'Did you mean:', failed_msg: 'Sorry.' });
  owner = { token, authorization, botId: bot.chatbot_id };
});
afterAll(async () => {
  await stack?.close();
});

const asOwner = () => ({ authorization: owner.authorization });

const EXCHANGES = `query Test_History($botId: ID!, $filter: HistoryFilterInput, $cursor: String, $limit: Int) {
  historyExchanges(botId: $botId, filter: $filter, cursor: $cursor, limit: $limit) {
    items { id sid userId platform question lineChatId reply datetime answerStatus feedback matchedGroup { id key question } source }
    nextCursor total moreThanTotal } }`;
const LIKELY = `query Test_Likely($botId: ID!, $exchangeId: ID!, $search: String) { likelyGroups(botId: $botId, exchangeId: $exchangeId, search: $search) { id key question } }`;
const ADD = `mutation Test_AddToQa($input: AddExchangeToQaInput!) { addExchangeToQa(input: $input) { qaGroup { id questions answers } } }`;
const TRAINING = `query Test_Untrained($botId: ID!) { training(botId: $botId) { groupCount untrainedChanges } }`;
const RECOMMENDATIONS = `query Test_Recs($botId: ID!, $filter: RecommendationFilterInput) {
  recommendations(botId: $botId, filter: $filter) { items { id originalQuestion selectedQuestion group { id key } source platform userId datetime saved } nextCursor } }`;
const SAVE = `mutation Test_Save($input: SaveRecommendationInput!) { saveRecommendation(input: $input) { recommendation { id saved } } }`;
const STATS = `query Test_Stats($botId: ID!, $days: Int) { userStats(botId: $botId, days: $days) {
  days from to daily { date questions } unhandled { question count lastAskedAt exchangeId } topQuestions { groupId key question count } tags { tag count } answers { qa autofaq knowledge options noAnswer questionnaire other }
  tiles { today { count previous change } yesterday { count } thisWeek { count } lastWeek { count } thisMonth { count } lastMonth { count } } } }`;
const THEMES = `query Test_Themes($botId: ID!) { unhandledThemes(botId: $botId, days: 30) { days themes { count examples { question count } suggestedGroup { question similarQuestions } summary } } }`;
const WEEKLY = `query Test_Weekly { chatbots { id questionsThisWeek } }`;

interface Exchange {
  id: string;
  sid: string;
  userId: string;
  platform: string;
  question: string;
  lineChatId: string | null;
  reply: string;
  datetime: string;
  answerStatus: string | null;
  feedback: string;
  matchedGroup: { id: string; key: string; question: string } | null;
  source: string | null;
}

async function say(text: string, userId = 'chat-1') {
  const answer = await graphql<{ sendTestMessage: { reply: { buttons: { id: string; oriQue: string; text: string }[] } } }>(
    stack.bff.url,
    SEND_TEST_MESSAGE,
    { input: { botId: owner.botId, userId, text } },
    asOwner(),
  );
  if (!answer.data) throw new Error(answer.rawBody);
  return answer.data.sendTestMessage.reply;
}

async function exchanges(filter: Record<string, unknown> = {}, botId = owner.botId, limit?: number, cursor?: string) {
  return graphql<{ historyExchanges: { items: Exchange[]; nextCursor: string | null; total: number; moreThanTotal: boolean } }>(stack.bff.url, EXCHANGES, { botId, filter, limit, cursor }, asOwner());
}

async function strangersBot(): Promise<string> {
  const stranger = await newAccount(stack.backend.url);
  return (await newChatbot(stack.backend.url, await loginToken(stack.backend.url, stranger.email, stranger.password))).chatbot_id;
}

describe('historyExchanges', () => {
  it('lists exchanges newest first with their matched group, filters them, pages them and opens one conversation', async () => {
    const hours = await trainedQaGroup(stack.backend.url, owner.token, owner.botId, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
    await say('What are your opening hours?');
    await say('quantum flux capacitor warranty');
    await say('What are your opening hours?', 'chat-2');

    const all = await exchanges();
    expect(all.errors).toBeUndefined();
    const items = all.data!.historyExchanges.items;
    expect(items.map((item) => [item.userId, item.question, item.answerStatus, item.source])).toEqual([
      ['chat-2', 'What are your opening hours?', 'ANSWERED', 'QA'],
      ['chat-1', 'quantum flux capacitor warranty', 'NO_ANSWER', null],
      ['chat-1', 'What are your opening hours?', 'ANSWERED', 'QA'],
    ]);
    expect(items[2]).toMatchObject({ platform: 'other', reply: '08:00-20:00', feedback: 'NONE', matchedGroup: { id: hours.group_id, question: 'What are your opening hours?' } });
    expect(items[2].datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const unanswered = await exchanges({ answerStatus: 'NO_ANSWER' });
    expect(unanswered.data!.historyExchanges.items.map((item) => item.question)).toEqual(['quantum flux capacitor warranty']);
    expect((await exchanges({ search: 'FLUX' })).data!.historyExchanges.items).toHaveLength(1);
    expect((await exchanges({ platform: 'line' })).data!.historyExchanges.items).toEqual([]);
    expect((await exchanges({ feedback: 'USEFUL' })).data!.historyExchanges.items).toEqual([]);
    expect((await exchanges({ source: 'QA' })).data!.historyExchanges.items.map((item) => item.userId)).toEqual(['chat-2', 'chat-1']);
    expect((await exchanges({ source: 'AUTOFAQ' })).data!.historyExchanges.items).toEqual([]);
    // The test chat is no LINE group: no chat to name, and a group's filter matches none of it.
    expect(items.map((item) => item.lineChatId)).toEqual([null, null, null]);
    expect((await exchanges({ lineChatId: 'group:G-1' })).data!.historyExchanges.items).toEqual([]);
    const conversation = await exchanges({ userId: 'chat-1', sid: items[1].sid });
    expect(conversation.data!.historyExchanges.items.map((item) => item.question)).toEqual(['quantum flux capacitor warranty', 'What are your opening hours?']);

    const first = (await exchanges({}, owner.botId, 2)).data!.historyExchanges;
    expect(first.items).toHaveLength(2);
    const second = (await exchanges({}, owner.botId, 2, first.nextCursor!)).data!.historyExchanges;
    expect(first.total).toBe(3);
    expect(second).toEqual({ items: [items[2]], nextCursor: null, total: 3, moreThanTotal: false });
  });

  it('refuses a bad day with VALIDATION_FAILED on the GraphQL field, and another account’s bot with BOT_NOT_FOUND', async () => {
    const bad = await exchanges({ from: '2026-02-30' });
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    expect(bad.errors?.[0].extensions?.fields).toEqual([{ field: 'from', message: 'validation.date' }]);
    expect(errorCodes(await exchanges({}, await strangersBot()))).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('addExchangeToQa and likelyGroups', () => {
  it('adds an unanswered question as a phrasing of the proposed group, or as a new group unless a group has it; training then reports changes', async () => {
    const hours = await trainedQaGroup(stack.backend.url, owner.token, owner.botId, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
    await say('when do the opening hours start on sunday');
    const [exchange] = (await exchanges()).data!.historyExchanges.items;

    const likely = await graphql<{ likelyGroups: { id: string }[] }>(stack.bff.url, LIKELY, { botId: owner.botId, exchangeId: exchange.id }, asOwner());
    expect(likely.data?.likelyGroups[0]?.id).toBe(hours.group_id);

    const phrased = await graphql<{ addExchangeToQa: { qaGroup: { id: string; questions: string[] } } }>(
      stack.bff.url,
      ADD,
      { input: { botId: owner.botId, exchangeId: exchange.id, groupId: hours.group_id } },
      asOwner(),
    );
    expect(phrased.data?.addExchangeToQa.qaGroup.questions).toEqual(['What are your opening hours?', 'when do the opening hours start on sunday']);
    const untrained = await graphql<{ training: { untrainedChanges: boolean } }>(stack.bff.url, TRAINING, { botId: owner.botId }, asOwner());
    expect(untrained.data?.training.untrainedChanges).toBe(true);

    const missingAnswer = await graphql(stack.bff.url, ADD, { input: { botId: owner.botId, exchangeId: exchange.id } }, asOwner());
    expect(missingAnswer.errors?.[0].extensions?.fields).toEqual([{ field: 'answer', message: 'validation.required' }]);

    // The group has the question now: a second group of it is refused, naming the group.
    const twice = await graphql(stack.bff.url, ADD, { input: { botId: owner.botId, exchangeId: exchange.id, answer: 'From 10:00 on Sundays.' } }, asOwner());
    expect(twice.errors?.[0].extensions).toEqual({ code: 'QUESTION_IN_GROUP', values: { group_id: hours.group_id, key: hours.key } });

    await say('do you sell gift cards');
    const [giftCards] = (await exchanges()).data!.historyExchanges.items;
    const created = await graphql<{ addExchangeToQa: { qaGroup: { id: string; questions: string[]; answers: string[] } } }>(
      stack.bff.url,
      ADD,
      { input: { botId: owner.botId, exchangeId: giftCards.id, answer: 'Yes, at the counter.' } },
      asOwner(),
    );
    expect(created.data?.addExchangeToQa.qaGroup).toMatchObject({ questions: ['do you sell gift cards'], answers: ['Yes, at the counter.'] });
  });
});

describe('recommendations and saveRecommendation', () => {
  it('logs a tapped suggestion and saves its original question into the group', async () => {
    await newQaGroup(stack.backend.url, owner.token, owner.botId, { questions: ['Open a savings account'], answers: ['Apply online.'] });
    await trainedQaGroup(stack.backend.url, owner.token, owner.botId, { questions: ['Open a checking account'], answers: ['Visit a branch.'] });
    const suggested = await say('Open an account');
    const chosen = suggested.buttons[0];
    expect(chosen).toBeDefined();
    await graphql(stack.bff.url, SEND_TEST_MESSAGE, { input: { botId: owner.botId, userId: 'chat-1', postback: chosen } }, asOwner());

    const listed = await graphql<{ recommendations: { items: { id: string; originalQuestion: string; group: { id: string } | null; source: string; saved: string }[] } }>(
      stack.bff.url,
      RECOMMENDATIONS,
      { botId: owner.botId, filter: { saved: 'NOT_SAVED' } },
      asOwner(),
    );
    expect(listed.errors).toBeUndefined();
    const [record] = listed.data!.recommendations.items;
    expect(record).toMatchObject({ originalQuestion: 'Open an account', group: { id: chosen.id }, source: 'QA', saved: 'NOT_SAVED' });

    const saved = await graphql<{ saveRecommendation: { recommendation: { saved: string } } }>(stack.bff.url, SAVE, { input: { botId: owner.botId, id: record.id } }, asOwner());
    expect(saved.data?.saveRecommendation.recommendation.saved).toBe('SAVED');
    const savedOnly = await graphql<{ recommendations: { items: unknown[] } }>(stack.bff.url, RECOMMENDATIONS, { botId: owner.botId, filter: { saved: 'SAVED' } }, asOwner());
    expect(savedOnly.data?.recommendations.items).toHaveLength(1);
  });
});

describe('userStats, unhandledThemes and Chatbot.questionsThisWeek', () => {
  it('counts today’s questions, lists the unhandled ones and the top group, and refuses a range that is not 7, 14 or 30', async () => {
    await trainedQaGroup(stack.backend.url, owner.token, owner.botId, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
    await say('What are your opening hours?');
    await say('quantum flux capacitor warranty');
    await say('quantum flux capacitor warranty please');

    const stats = await graphql<{ userStats: Record<string, unknown> & { daily: { questions: number }[]; tiles: { today: { count: number } } } }>(
      stack.bff.url,
      STATS,
      { botId: owner.botId, days: 14 },
      asOwner(),
    );
    expect(stats.errors).toBeUndefined();
    const overview = stats.data!.userStats;
    expect(overview.days).toBe(14);
    expect(overview.daily).toHaveLength(14);
    expect(overview.daily.at(-1)?.questions).toBe(3);
    expect(overview.tiles.today.count).toBe(3);
    expect(overview.topQuestions).toEqual([expect.objectContaining({ question: 'What are your opening hours?', count: 1 })]);
    expect(overview.answers).toEqual({ qa: 1, autofaq: 0, knowledge: 0, options: 0, noAnswer: 2, questionnaire: 0, other: 0 });
    expect((overview.unhandled as { question: string }[]).map((item) => item.question).sort()).toEqual(['quantum flux capacitor warranty', 'quantum flux capacitor warranty please']);

    const themes = await graphql<{ unhandledThemes: { themes: { count: number; summary: string | null }[] } }>(stack.bff.url, THEMES, { botId: owner.botId }, asOwner());
    expect(themes.data?.unhandledThemes.themes[0]).toMatchObject({ count: 2, summary: null });

    const weekly = await graphql<{ chatbots: { id: string; questionsThisWeek: number }[] }>(stack.bff.url, WEEKLY, {}, asOwner());
    expect(weekly.data?.chatbots).toEqual([{ id: owner.botId, questionsThisWeek: 3 }]);

    const badRange = await graphql(stack.bff.url, STATS, { botId: owner.botId, days: 5 }, asOwner());
    expect(badRange.errors?.[0].extensions?.fields).toEqual([{ field: 'days', message: 'validation.invalidValue' }]);
    expect(errorCodes(await graphql(stack.bff.url, STATS, { botId: await strangersBot() }, asOwner()))).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('GET /downloads/history/{botId}.csv', () => {
  it('streams the filtered history as CSV with a BOM on the caller’s session; no session is 401, another’s bot 404', async () => {
    await trainedQaGroup(stack.backend.url, owner.token, owner.botId, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
    await say('What are your opening hours?');
    await say('quantum flux capacitor warranty');

    const response = await fetch(`${stack.bff.url}/downloads/history/${owner.botId}.csv?answer_status=2`, { headers: asOwner() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('quantum flux capacitor warranty');

    expect((await fetch(`${stack.bff.url}/downloads/history/${owner.botId}.csv`)).status).toBe(401);
    expect((await fetch(`${stack.bff.url}/downloads/history/${await strangersBot()}.csv`, { headers: asOwner() })).status).toBe(404);
    expect((await fetch(`${stack.bff.url}/downloads/history/${owner.botId}.csv?from=nope`, { headers: asOwner() })).status).toBe(400);
  });

  it("passes the console's language through: the header row comes in it", async () => {
    const response = await fetch(`${stack.bff.url}/downloads/history/${owner.botId}.csv?answer_status=2&language=jp`, { headers: asOwner() });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^日時,プラットフォーム,/);
    expect((await fetch(`${stack.bff.url}/downloads/history/${owner.botId}.csv?language=fr`, { headers: asOwner() })).status).toBe(400);
  });
});
