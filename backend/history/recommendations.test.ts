// The recommendations log over real HTTP: taps listed newest first and saved into their group, a deleted group shown
// as 2, a tapped AutoFAQ answer or passage gone since saved as 2, taps through the public API, Asia/Taipei days, keyset pages, and another bot's record.
import type { ErrorBody, PublicMessageReply, QaGroupDTO, QaGroupPageDTO, RecommendationDTO, RecommendationPageDTO } from '../../schema/rest';
import type { Platform } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newQaGroup, trainBot, trainedQaGroup } from '../../tests/support/factories';
import { fillEverySource, LOCKERS, PARKING } from '../answering/pipeline/testing/every-source';
import { recordRecommendation } from './conversation.repository';
import { historyClient, type OwnedBot } from './testing/owner-client';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const { ownedBot, get, post } = historyClient(() => backend);

describe('the recommendations log', () => {
  async function recommend(bot: OwnedBot, groupId: string, original: string, platform: Platform = 'api'): Promise<void> {
    await recordRecommendation(backend.db, { chatbotId: bot.botId, originalQuestion: original, selectedQuestion: 'What are your opening hours?', groupId, platform, userId: 'visitor' });
  }

  it('lists taps newest first, saves the original question into the group, and shows 2 once the group is gone', async () => {
    const bot = await ownedBot();
    const hours = await newQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?'] });
    const doomed = await newQaGroup(backend.url, bot.token, bot.botId);
    await recommend(bot, hours.group_id, 'open when');
    await recommend(bot, doomed.group_id, 'doomed question', 'web');

    const listed = await get<RecommendationPageDTO>(bot, '/recommendations');
    expect(listed.status).toBe(200);
    const [newest, oldest] = listed.body.items;
    expect(oldest).toEqual({
      id: expect.any(String),
      original_question: 'open when',
      selected_question: 'What are your opening hours?',
      group: { id: hours.group_id, key: hours.key },
      source: 'qa',
      platform: 'api',
      user_id: 'visitor',
      datetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      saved: 0,
    });

    const saved = await post<RecommendationDTO>(bot, `/recommendations/${oldest.id}/save`);
    expect(saved).toMatchObject({ status: 200, body: { id: oldest.id, saved: 1 } });
    const group = await (await fetch(`${backend.url}/qa/${bot.botId}/groups/${hours.group_id}`, { headers: { Authorization: `Bearer ${bot.token}` } })).json();
    expect((group as QaGroupDTO).questions).toEqual(['What are your opening hours?', 'open when']);
    expect((await post<RecommendationDTO>(bot, `/recommendations/${oldest.id}/save`)).body.saved).toBe(1);

    await fetch(`${backend.url}/qa/${bot.botId}/groups/${doomed.group_id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${bot.token}` } });
    const gone = await get<RecommendationPageDTO>(bot, '/recommendations?saved=2');
    expect(gone.body.items).toEqual([expect.objectContaining({ id: newest.id, group: null, saved: 2 })]);
    expect((await post<RecommendationDTO>(bot, `/recommendations/${newest.id}/save`)).body).toMatchObject({ saved: 2, group: null });
    expect((await get<RecommendationPageDTO>(bot, '/recommendations?saved=1')).body.items.map((item) => item.id)).toEqual([oldest.id]);
    expect((await get<RecommendationPageDTO>(bot, '/recommendations?platform=web')).body.items.map((item) => item.id)).toEqual([newest.id]);
  });

  it('names the source of a tapped AutoFAQ answer or passage, not saved yet; one gone since saves nothing and shows 2', async () => {
    const bot = await ownedBot();
    await recommend(bot, 'autofaq:answer-1', 'kids ticket');
    await recommend(bot, 'knowledge:file-1:0', 'do I book');
    const listed = await get<RecommendationPageDTO>(bot, '/recommendations');
    expect(listed.body.items.map(({ original_question, group, source, saved }) => ({ original_question, group, source, saved }))).toEqual([
      { original_question: 'do I book', group: null, source: 'knowledge', saved: 0 },
      { original_question: 'kids ticket', group: null, source: 'autofaq', saved: 0 },
    ]);
    // Neither the answer nor the passage exists (the bot has no AutoFAQ set and no knowledge files).
    for (const item of listed.body.items) {
      expect((await post<RecommendationDTO>(bot, `/recommendations/${item.id}/save`)).body).toMatchObject({ saved: 2, source: item.source });
    }
    expect((await get<RecommendationPageDTO>(bot, '/recommendations?saved=2')).body.items).toHaveLength(2);
    const groups = (await (await fetch(`${backend.url}/qa/${bot.botId}/groups`, { headers: { Authorization: `Bearer ${bot.token}` } })).json()) as QaGroupPageDTO;
    expect(groups.total).toBe(0);
  });

  it('logs a suggestion tapped through the public API with the question the user first asked', async () => {
    const bot = await ownedBot();
    const group = await trainedQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
    const tapped = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'tapper', type: 'postback', message: { id: group.group_id, text: 'What are your opening hours?', oriQue: 'when open' } }),
    });
    expect(tapped.status).toBe(200);
    const listed = await get<RecommendationPageDTO>(bot, '/recommendations');
    expect(listed.body.items).toEqual([
      expect.objectContaining({ original_question: 'when open', selected_question: 'What are your opening hours?', group: { id: group.group_id, key: group.key }, platform: 'other', user_id: 'tapper', saved: 0 }),
    ]);
  });

  it('reads from and to as Asia/Taipei days', async () => {
    const bot = await ownedBot();
    const group = await newQaGroup(backend.url, bot.token, bot.botId);
    const tap = (original: string, at: string) => ({
      chatbot_id: bot.botId,
      original_question: original,
      selected_question: 'chosen',
      group_id: group.group_id,
      platform: 'api' as const,
      user_id: 'visitor',
      created_at: new Date(at),
    });
    await backend.db.insertInto('recommendations').values([tap('late', '2026-11-24T15:59:00Z'), tap('midnight', '2026-11-24T16:00:00Z')]).execute();
    const day = await get<RecommendationPageDTO>(bot, '/recommendations?from=2026-11-25&to=2026-11-25');
    expect(day.body.items.map((item) => [item.original_question, item.datetime])).toEqual([['midnight', '2026-11-25 00:00']]);
    const before = await get<RecommendationPageDTO>(bot, '/recommendations?to=2026-11-24');
    expect(before.body.items.map((item) => [item.original_question, item.datetime])).toEqual([['late', '2026-11-24 23:59']]);
    expect((await get<ErrorBody>(bot, '/recommendations?saved=3')).body.error.fields).toEqual([{ field: 'saved', message: 'validation.invalidValue' }]);
  });

  it('pages by keyset and refuses another bot’s record with 404', async () => {
    const bot = await ownedBot();
    const group = await newQaGroup(backend.url, bot.token, bot.botId);
    for (let n = 0; n < 5; n++) await recommend(bot, group.group_id, `q${n}`);
    const first = await get<RecommendationPageDTO>(bot, '/recommendations?limit=3');
    const second = await get<RecommendationPageDTO>(bot, `/recommendations?limit=3&cursor=${first.body.next_cursor}`);
    expect([...first.body.items, ...second.body.items].map((item) => item.original_question)).toEqual(['q4', 'q3', 'q2', 'q1', 'q0']);
    expect(second.body.next_cursor).toBeNull();

    const other = await ownedBot();
    expect((await post<ErrorBody>(other, `/recommendations/${first.body.items[0].id}/save`)).status).toBe(404);
  });
});

describe('saving a tapped AutoFAQ answer or passage: the owner’s learning loop for the other sources', () => {
  let bot: OwnedBot;
  beforeAll(async () => {
    bot = await ownedBot();
    await fillEverySource(backend.url, bot.token, bot.botId);
  }, 60_000);

  async function say(body: Record<string, unknown>): Promise<PublicMessageReply> {
    const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'visitor', ...body }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as PublicMessageReply;
  }

  /** Taps the button of `label` (an item of `source`) as the answer to `original`, and returns its log record. */
  async function tap(source: 'autofaq' | 'knowledge', label: string, original: string): Promise<RecommendationDTO> {
    const shown = await say({ type: 'message', message: { text: label } });
    const id = shown.debug?.sources.find((entry) => entry.source === source)?.candidates.find((entry) => entry.label === label)?.id;
    expect(id).toBeDefined();
    await say({ type: 'postback', message: { id, text: label, oriQue: original } });
    const [record] = (await get<RecommendationPageDTO>(bot, '/recommendations?saved=0')).body.items;
    expect(record).toMatchObject({ original_question: original, selected_question: label, group: null, source, saved: 0 });
    return record;
  }

  const groups = async () =>
    ((await (await fetch(`${backend.url}/qa/${bot.botId}/groups`, { headers: { Authorization: `Bearer ${bot.token}` } })).json()) as QaGroupPageDTO).groups;

  it.each([
    ['an AutoFAQ answer', 'autofaq', 'Car park', 'where do I leave the car', PARKING],
    ['a knowledge passage', 'knowledge', 'Lockers', 'where do I leave my coat', LOCKERS],
  ] as const)('saves %s as a new Q&A group of the original question, which once trained answers it outright', async (_kind, source, label, original, answer) => {
    const before = await groups();
    const record = await tap(source, label, original);

    const saved = await post<RecommendationDTO>(bot, `/recommendations/${record.id}/save`);
    expect(saved).toMatchObject({ status: 200, body: { id: record.id, saved: 1, source, group: null } });
    const added = (await groups()).filter((group) => !before.some((known) => known.group_id === group.group_id));
    expect(added).toEqual([expect.objectContaining({ questions: [original], answer_mode: 1 })]);
    expect(added[0].answers).toHaveLength(1);
    expect(added[0].answers[0]).toContain(answer);
    // Saving again adds nothing.
    expect((await post<RecommendationDTO>(bot, `/recommendations/${record.id}/save`)).body.saved).toBe(1);
    expect(await groups()).toHaveLength(before.length + 1);

    await trainBot(backend.url, bot.token, bot.botId);
    const asked = await say({ type: 'message', message: { text: original } });
    expect(asked).toMatchObject({ type: 'answer', data: { text: added[0].answers[0], buttons: [] }, debug: { source: 'qa', group_id: added[0].group_id } });
  });

  it('saves nothing past the plan’s group limit, and the record stays not saved', async () => {
    const record = await tap('autofaq', 'Ticket prices', 'how much is a ticket for my grandmother');
    const count = (await groups()).length;
    await backend.db.updateTable('plans').set({ qa_group_limit: count }).where('code', '=', 'free').execute();
    try {
      const refused = await post<ErrorBody>(bot, `/recommendations/${record.id}/save`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('QA_GROUP_LIMIT_REACHED');
    } finally {
      await backend.db.updateTable('plans').set({ qa_group_limit: 500 }).where('code', '=', 'free').execute();
    }
    expect(await groups()).toHaveLength(count);
    expect((await get<RecommendationPageDTO>(bot, '/recommendations?saved=0')).body.items.map((item) => item.id)).toContain(record.id);
  });
});
