// The one reply pipeline through the owner's test chat of the public API, on a bot holding all three sources: the
// best source answers whichever it is (with its answer status in history), buttons of AutoFAQ answers and knowledge
// passages answer from their source when tapped and are logged as recommendations, and with a language model a
// source whose model finds no answer leaves the reply to the others.
import type { AutoFaqTestDTO, HistoryExchangeDTO, HistoryExchangePageDTO, PublicMessageReply, RetrievalTestDTO, UserStatsDTO } from '../../../schema/rest';
import { ANSWER_STATUS } from '../../../schema/rules/constants';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../../../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../../../tests/support/factories';
import { fakeLlmEnv, startModelBackend, type ModelBackend } from '../../autofaq/testing/model-backend';
import { ASKED, FAILED, fillEverySource, OPENING, PARKING, saveAnswerSettings as saveSettingsOf, TICKETS, uploadFiles } from './testing/every-source';

interface Bot {
  chatbotId: string;
  vendorId: string;
}

let plain: ModelBackend;
let withModel: ModelBackend;
let fake: FakeLlm;
let modelReply: (request: FakeChatRequest) => string = () => '{"choice": null}';
const tokens = new Map<ModelBackend, string>();

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => modelReply(request) });
  [plain, withModel] = await Promise.all([startModelBackend(), startModelBackend({ llmEnv: fakeLlmEnv(fake.url, 500) })]);
  for (const backend of [plain, withModel]) {
    const account = await newAccount(backend.url);
    // The tests make more bots than the free plan allows.
    await backend.ctx.db.updateTable('accounts').set({ plan_code: 'pro' }).where('email', '=', account.email).execute();
    tokens.set(backend, await loginToken(backend.url, account.email, account.password));
  }
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.close(), withModel?.close()]);
  await fake?.close();
}, 30_000);

const auth = (backend: ModelBackend) => ({ Authorization: `Bearer ${tokens.get(backend)}` });

/** A bot with an opening-hours Q&A group (trained), the ticket and car-park AutoFAQ answers and two knowledge files. */
async function mixedBot(backend: ModelBackend): Promise<Bot> {
  const token = tokens.get(backend) as string;
  const bot = await newChatbot(backend.url, token, { language: 'en', failed_msg: FAILED });
  await fillEverySource(backend.url, token, bot.chatbot_id);
  return { chatbotId: bot.chatbot_id, vendorId: bot.vendor_id };
}

/** The plain backend's bot answers by these thresholds and synonyms. */
const saveAnswerSettings = (chatbotId: string, synonyms: string[][]) => saveSettingsOf(plain.url, tokens.get(plain) as string, chatbotId, synonyms);

async function say(backend: ModelBackend, bot: Bot, body: Record<string, unknown>): Promise<PublicMessageReply> {
  const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, {
    method: 'POST',
    headers: { ...auth(backend), 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: 'visitor', ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicMessageReply;
}

const ask = (backend: ModelBackend, bot: Bot, text: string) => say(backend, bot, { type: 'message', message: { text } });

/** The bot's latest exchange as the owner's history lists it: its reply, answer status and the source that answered. */
async function lastExchange(backend: ModelBackend, bot: Bot): Promise<Pick<HistoryExchangeDTO, 'reply' | 'answer_status' | 'source'>> {
  const response = await fetch(`${backend.url}/history/${bot.chatbotId}/messages?limit=1`, { headers: auth(backend) });
  expect(response.status).toBe(200);
  const [{ reply, answer_status, source }] = ((await response.json()) as HistoryExchangePageDTO).items;
  return { reply, answer_status, source };
}

describe('a bot with a Q&A list, AutoFAQ answers and knowledge files', () => {
  let bot: Bot;
  beforeAll(async () => {
    bot = await mixedBot(plain);
    // The bot reads "docent" as "guided": the Q&A list's synonyms, which a passage's own retrieval does not use.
    await saveAnswerSettings(bot.chatbotId, [['docent', 'guided']]);
  }, 60_000);

  it('answers from the Q&A list when a group is the best candidate', async () => {
    const reply = await ask(plain, bot, 'What are your opening hours?');
    expect(reply).toMatchObject({ type: 'answer', data: { text: OPENING, buttons: [] }, debug: { source: 'qa', answer_status: ANSWER_STATUS.answered } });
    expect(await lastExchange(plain, bot)).toEqual({ reply: OPENING, answer_status: ANSWER_STATUS.answered, source: 'qa' });
  });

  it('answers with the stored AutoFAQ answer when it is the best candidate, with status 1', async () => {
    const reply = await ask(plain, bot, 'What are the ticket prices?');
    expect(reply).toMatchObject({ type: 'answer', data: { text: TICKETS, buttons: [] }, debug: { source: 'autofaq', answer_status: ANSWER_STATUS.answered, group_id: null } });
    expect(await lastExchange(plain, bot)).toEqual({ reply: TICKETS, answer_status: ANSWER_STATUS.answered, source: 'autofaq' });
  });

  it('answers extractively from the best passage, naming its file, with status 5', async () => {
    const reply = await ask(plain, bot, 'When do guided tours start?');
    expect(reply).toMatchObject({ type: 'answer', debug: { source: 'knowledge', answer_status: ANSWER_STATUS.autoQa } });
    expect(reply.data.text).toContain('Guided tours start every hour');
    expect(reply.data.text).toContain('(Source: tours.txt)');
    expect(await lastExchange(plain, bot)).toEqual({ reply: reply.data.text, answer_status: ANSWER_STATUS.autoQa, source: 'knowledge' });
  });

  it("shows every source's candidates with their confidence in the test chat", async () => {
    const reply = await ask(plain, bot, 'What are the ticket prices?');
    const sources = reply.debug?.sources ?? [];
    expect(sources.map((entry) => entry.source)).toEqual(['qa', 'autofaq', 'knowledge']);
    const best = sources.find((entry) => entry.source === 'autofaq')?.candidates[0];
    expect(best).toMatchObject({ label: 'Ticket prices', id: expect.stringMatching(/^autofaq:/) });
    expect(best?.confidence).toBeGreaterThan(0);
  });

  async function panel<T>(path: string, question: string): Promise<T> {
    const response = await fetch(`${plain.url}${path}`, { method: 'POST', headers: { ...auth(plain), 'Content-Type': 'application/json' }, body: JSON.stringify({ question }) });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  /** What the test chat shows of AutoFAQ's candidates: confidence by answer id (the button id without its prefix). */
  async function autoFaqConfidences(question: string) {
    const reply = await ask(plain, bot, question);
    const candidates = reply.debug?.sources.find((entry) => entry.source === 'autofaq')?.candidates ?? [];
    return { reply, confidences: new Map(candidates.map((candidate) => [candidate.id.slice('autofaq:'.length), candidate.confidence])) };
  }

  it.each([
    ['answered from AutoFAQ', 'What are the ticket prices?', 'autofaq'],
    ['a close call', 'Do kids under six need a ticket?', null],
  ])('shows in the AutoFAQ test box the confidence and the choice a reply makes (%s)', async (_kind, question, source) => {
    const { reply, confidences } = await autoFaqConfidences(question);
    expect(reply.debug?.source).toBe(source);
    const tested = await panel<AutoFaqTestDTO>(`/autofaq/${bot.chatbotId}/test/`, question);
    expect(tested.chosen_answer_id).toBe([...confidences.keys()][0]);
    expect(tested.shortlist[0]).toMatchObject({ answer_id: tested.chosen_answer_id, title: 'Ticket prices' });
    for (const candidate of tested.shortlist) expect(candidate.confidence).toBe(confidences.get(candidate.answer_id) ?? 0);
  });

  it('lists in the AutoFAQ test box every answer a reply weighs, in its order, even those AutoFAQ alone does not find', async () => {
    // A second bot: two AutoFAQ answers whose titles "docent" reaches only through the bot's synonyms, which AutoFAQ's
    // own ranking does not use, so its own shortlist holds neither.
    const token = tokens.get(plain) as string;
    const created = await newChatbot(plain.url, token, { language: 'en', failed_msg: FAILED });
    const tours: Bot = { chatbotId: created.chatbot_id, vendorId: created.vendor_id };
    await trainedQaGroup(plain.url, token, tours.chatbotId, { questions: ['What are your opening hours?'], answers: [OPENING] });
    const csv = 'title,answer\nGuided tour times,Tours leave at ten and at two.\nGuided tour groups,Groups of up to twenty can book a tour.\n';
    await uploadFiles(plain.url, token, `/autofaq/${tours.chatbotId}/upload/`, 'file', [{ name: 'tours.csv', content: csv }]);
    await saveAnswerSettings(tours.chatbotId, [['docent', 'guided']]);

    const reply = await ask(plain, tours, 'docent');
    const weighed = reply.debug?.sources.find((entry) => entry.source === 'autofaq')?.candidates ?? [];
    expect(weighed.map((candidate) => candidate.label).sort()).toEqual(['Guided tour groups', 'Guided tour times']);
    const tested = await panel<AutoFaqTestDTO>(`/autofaq/${tours.chatbotId}/test/`, 'docent');
    expect(tested.shortlist.map((candidate) => [`autofaq:${candidate.answer_id}`, candidate.title, candidate.confidence])).toEqual(
      weighed.map((candidate) => [candidate.id, candidate.label, candidate.confidence]),
    );
    expect(tested.chosen_answer_id).toBe(tested.shortlist[0].answer_id);
  });

  it('judges in the AutoFAQ test box by the confidence a reply weighs', async () => {
    const tested = await panel<AutoFaqTestDTO>(`/autofaq/${bot.chatbotId}/test/`, 'What are the ticket prices?');
    expect(tested.verdict).toBe('answer');
  });

  /** The test chat's reply, and the retrieval-test panel's passages beside the ones the reply weighed, in order. */
  async function retrievalBesideReply(question: string) {
    const reply = await ask(plain, bot, question);
    const weighed = (reply.debug?.sources.find((entry) => entry.source === 'knowledge')?.candidates ?? []).map(({ id, label, confidence }) => ({ id, label, confidence }));
    const tested = await panel<RetrievalTestDTO>(`/graph-rag/${bot.chatbotId}/retrieval-test/`, question);
    const shown = tested.chunks.map((chunk) => ({ id: `knowledge:${chunk.file_id}:${chunk.ordinal}`, label: chunk.label, confidence: chunk.confidence }));
    return { reply, weighed, tested, shown };
  }

  it.each([
    ['found by its own retrieval', 'When do guided tours start?'],
    ['found only through a synonym of the bot', 'When does the docent start?'],
  ])('shows in the retrieval-test panel the passages a reply weighs, in its order and at its confidence, and the answer it sends (%s)', async (_kind, question) => {
    const { reply, weighed, tested, shown } = await retrievalBesideReply(question);
    expect(reply.debug?.source).toBe('knowledge');
    expect(weighed.length).toBeGreaterThan(0);
    expect(shown.slice(0, weighed.length)).toEqual(weighed);
    expect(tested).toMatchObject({ verdict: 'answer', answer: reply.data.text });
  });

  it('shows a passage retrieval found but a reply does not weigh at confidence 0', async () => {
    const { reply, weighed, tested, shown } = await retrievalBesideReply('Where can I leave my coat?');
    expect(reply.debug?.source).toBeNull();
    expect(weighed).toEqual([]);
    expect(shown).toEqual([expect.objectContaining({ label: 'Lockers', confidence: 0 })]);
    expect(tested.verdict).toBe('none');
  });

  it("names in the retrieval-test panel the button a reply offers for a passage, with the button's label", async () => {
    const { reply, weighed, tested, shown } = await retrievalBesideReply('Do I need to book?');
    const offered = reply.data.buttons.find((button) => button.id.startsWith('knowledge:'));
    expect(offered).toMatchObject({ text: 'Guided tours' });
    expect(shown.slice(0, weighed.length)).toEqual(weighed);
    expect(tested.verdict).toBe('suggest');
    expect(shown[0]).toMatchObject({ id: offered?.id, label: offered?.text });
  });

  it.each([
    ['an AutoFAQ answer', 'Do kids under six need a ticket?', 'autofaq:', 'Ticket prices'],
    ['a knowledge passage', 'Do I need to book?', 'knowledge:', 'Guided tours'],
  ])('offers %s that is close but not confident as a button', async (_kind, question, prefix, label) => {
    const reply = await ask(plain, bot, question);
    expect(reply).toMatchObject({ type: 'answer', data: { text: 'Did you mean:' }, debug: { source: null, answer_status: ANSWER_STATUS.options } });
    expect(reply.data.buttons).toContainEqual({ id: expect.stringMatching(new RegExp(`^${prefix}`)), oriQue: question, text: label });
    expect(await lastExchange(plain, bot)).toEqual({ reply: 'Did you mean:', answer_status: ANSWER_STATUS.options, source: null });
  });

  it('gives the failed message when no source is confident', async () => {
    const reply = await ask(plain, bot, 'Do you sell replacement bicycle chains?');
    expect(reply).toMatchObject({ type: 'no_answer', data: { text: FAILED }, debug: { source: null, answer_status: ANSWER_STATUS.noAnswer } });
    expect(await lastExchange(plain, bot)).toEqual({ reply: FAILED, answer_status: ANSWER_STATUS.noAnswer, source: null });
  });

  it.each([
    ['an AutoFAQ answer', 'autofaq', 'Car park', PARKING, ANSWER_STATUS.answered],
    ['a knowledge passage', 'knowledge', 'Lockers', 'Coin lockers for bags and coats', ANSWER_STATUS.autoQa],
  ] as const)('answers a tapped button of %s from its source and logs it as a recommendation', async (_kind, source, label, text, status) => {
    const shown = await ask(plain, bot, label);
    const candidate = shown.debug?.sources.find((entry) => entry.source === source)?.candidates.find((entry) => entry.label === label);
    expect(candidate).toBeDefined();
    const tapped = await say(plain, bot, { type: 'postback', message: { id: candidate?.id, text: label, oriQue: 'where can I leave my things' } });
    expect(tapped).toMatchObject({ type: 'answer', debug: { source, answer_status: status } });
    expect(tapped.data.text).toContain(text);
    expect(await lastExchange(plain, bot)).toEqual({ reply: tapped.data.text, answer_status: status, source });
    const logged = await plain.ctx.db
      .selectFrom('recommendations')
      .select(['group_id', 'original_question', 'selected_question'])
      .where('chatbot_id', '=', bot.chatbotId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ group_id: candidate?.id, original_question: 'where can I leave my things', selected_question: label });
  });
});

describe('items of several sources that answer with one text (a saved tap copies an AutoFAQ answer into a Q&A group)', () => {
  let bot: Bot;
  beforeAll(async () => {
    bot = await mixedBot(plain);
    await saveAnswerSettings(bot.chatbotId, [['docent', 'guided']]);
    const token = tokens.get(plain) as string;
    await trainedQaGroup(plain.url, token, bot.chatbotId, { questions: ['Parking ticket prices'], answers: [PARKING] });
    await trainedQaGroup(plain.url, token, bot.chatbotId, { questions: ['Where do I leave the car?'], answers: [PARKING] });
  }, 60_000);

  it('offers one button per answer: the AutoFAQ answer holding a Q&A group’s text is not offered beside it', async () => {
    const reply = await ask(plain, bot, 'car prices');
    expect(reply.debug?.sources.find((entry) => entry.source === 'autofaq')?.candidates.map((candidate) => candidate.label)).toContain('Car park');
    expect(reply).toMatchObject({ type: 'answer', data: { text: 'Did you mean:' }, debug: { answer_status: ANSWER_STATUS.options } });
    expect(reply.data.buttons.map((button) => button.text)).toEqual(['Parking ticket prices', 'Ticket prices']);
  });

  it('answers a close call whose candidates all answer with one text, as a lone candidate would', async () => {
    const reply = await ask(plain, bot, 'car');
    const confidences = reply.debug?.sources.flatMap((entry) => entry.candidates.map((candidate) => [candidate.label, candidate.confidence] as const)) ?? [];
    // Two candidates of two sources, close to each other, both answering with the car park's text.
    expect(confidences.map(([label]) => label).sort()).toEqual(['Car park', 'Where do I leave the car?']);
    const [low, high] = confidences.map(([, confidence]) => confidence).sort((a, b) => a - b);
    expect(low / high).toBeGreaterThan(0.825);
    expect(reply).toMatchObject({ type: 'answer', data: { text: PARKING, buttons: [] }, debug: { answer_status: ANSWER_STATUS.answered } });
  });
});

describe("the owner's overview of a bot with three sources", () => {
  it('counts the questions each source answered, the buttons offered and the failed messages', async () => {
    const bot = await mixedBot(plain);
    await saveAnswerSettings(bot.chatbotId, [['docent', 'guided']]);
    for (const question of ['What are your opening hours?', ASKED.autoFaqAnswer, ASKED.knowledgeAnswer, ASKED.autoFaqButton, 'Do you sell replacement bicycle chains?']) {
      await ask(plain, bot, question);
    }
    const response = await fetch(`${plain.url}/history/${bot.chatbotId}/get-user-stats-fast/`, { headers: auth(plain) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserStatsDTO).answers).toEqual({ qa: 1, autofaq: 1, knowledge: 1, options: 1, no_answer: 1, questionnaire: 0, other: 0 });
  });
});

describe('with a language model', () => {
  let bot: Bot;
  beforeAll(async () => {
    bot = await mixedBot(withModel);
  }, 60_000);
  beforeEach(() => fake.reset());

  it('leaves the reply to the other sources when the model finds no fixed answer for the chosen AutoFAQ answer', async () => {
    modelReply = (request) => (request.responseFormat === 'json' ? '{"choice": null}' : 'NO_ANSWER');
    const reply = await ask(withModel, bot, 'What are the ticket prices?');
    expect(fake.requests.some((request) => JSON.stringify(request.body).includes('fixed answers'))).toBe(true);
    expect(reply.debug?.source).not.toBe('autofaq');
    expect(reply.data.text).not.toBe(TICKETS);
    expect(reply.data.buttons.filter((button) => button.id.startsWith('autofaq:'))).toEqual([]);
  });

  it("replies with the model's pick among the AutoFAQ shortlist, word for word", async () => {
    modelReply = (request) => (request.responseFormat === 'json' ? '{"choice": 1}' : 'NO_ANSWER');
    const reply = await ask(withModel, bot, 'What are the ticket prices?');
    expect(reply).toMatchObject({ data: { text: TICKETS }, debug: { source: 'autofaq' } });
    // The model is shown the chosen answer first.
    const prompt = JSON.stringify(fake.requests.find((request) => JSON.stringify(request.body).includes('fixed answers'))?.body);
    expect(prompt).toContain('1. [Ticket prices]');
  });

  it('falls back to the extractive answer when the model fails on a chosen passage', async () => {
    fake.setBehaviour({ kind: 'fail', status: 500, times: 5, endpoint: 'chat' });
    const reply = await ask(withModel, bot, 'When do guided tours start?');
    expect(reply).toMatchObject({ debug: { source: 'knowledge' } });
    expect(reply.data.text).toContain('(Source: tours.txt)');
  });
});
