// The topic Q&A REST API over real HTTP: list, create, update, reorder, a topic's groups, delete, the menu keyword;
// ownership (another account's bot or topic is 404), bad bodies 400 with nothing changed, and a deleted Q&A group
// leaving its topics.
import type { ErrorBody, TopicDataDTO } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { storeTrainedGroups } from '../../tests/support/line-kit';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

interface Owner {
  token: string;
  botId: string;
}

async function owner(language: 'tw' | 'en' = 'tw'): Promise<Owner> {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { language });
  await storeTrainedGroups(backend.db, bot.chatbot_id, [
    { key: 'hours', questions: ['When do you open?'], answer: '9 to 5' },
    { key: 'parking', questions: ['Where can I park?'], answer: 'Basement' },
    { key: 'refund', questions: ['How do I get a refund?'], answer: 'At the desk' },
  ]);
  return { token, botId: bot.chatbot_id };
}

async function call<T = TopicDataDTO>(who: Owner, method: string, path: string, payload?: unknown, raw?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${backend.url}/topic/${who.botId}${path}`, {
    method,
    headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' },
    ...(raw !== undefined ? { body: raw } : payload !== undefined && { body: JSON.stringify(payload) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const names = (data: TopicDataDTO) => data.topics.map((topic) => topic.name);

describe('/topic/{botId}', () => {
  it('starts empty with the language default keyword, then creates topics in order', async () => {
    const bot = await owner('tw');
    const empty = await call(bot, 'GET', '/topics/');
    expect(empty).toEqual({ status: 200, body: { chatbot_id: bot.botId, menu_keyword: null, effective_menu_keyword: '選單', topics: [] } });
    const first = await call(bot, 'POST', '/topics/', { name: '  Visiting ', description: 'Hours and parking' });
    expect(first.status).toBe(201);
    const second = await call(bot, 'POST', '/topics/', { name: 'Money' });
    expect(second.body.topics).toMatchObject([
      { name: 'Visiting', description: 'Hours and parking', active: true, position: 0, groups: [] },
      { name: 'Money', description: '', position: 1 },
    ]);
  });

  it('sets a topic’s groups in order (a group may be in two topics) and drops a deleted group from them', async () => {
    const bot = await owner();
    const created = await call(bot, 'POST', '/topics/', { name: 'Visiting' });
    const again = await call(bot, 'POST', '/topics/', { name: 'All' });
    const [visiting, all] = again.body.topics;
    const set = await call(bot, 'PUT', `/topics/${visiting.topic_id}/groups/`, { group_ids: [`${bot.botId}-parking`, `${bot.botId}-hours`] });
    expect(set.status).toBe(200);
    expect(set.body.topics[0].groups).toEqual([
      { group_id: `${bot.botId}-parking`, question: 'Where can I park?' },
      { group_id: `${bot.botId}-hours`, question: 'When do you open?' },
    ]);
    await call(bot, 'PUT', `/topics/${all.topic_id}/groups/`, { group_ids: [`${bot.botId}-hours`] });
    const removed = await fetch(`${backend.url}/qa/${bot.botId}/groups/${bot.botId}-hours`, { method: 'DELETE', headers: { Authorization: `Bearer ${bot.token}` } });
    expect(removed.status).toBeLessThan(300);
    const after = await call(bot, 'GET', '/topics/');
    expect(after.body.topics.map((topic) => topic.groups.map((group) => group.group_id))).toEqual([[`${bot.botId}-parking`], []]);
    expect(created.status).toBe(201);
  });

  it('renames, moves, reorders and deletes, keeping positions a sequence', async () => {
    const bot = await owner();
    for (const name of ['A', 'B', 'C']) await call(bot, 'POST', '/topics/', { name });
    const ids = (await call(bot, 'GET', '/topics/')).body.topics.map((topic) => topic.topic_id);
    const moved = await call(bot, 'PUT', `/topics/${ids[2]}/`, { position: 0, name: 'C2', active: false });
    expect(names(moved.body)).toEqual(['C2', 'A', 'B']);
    expect(moved.body.topics[0].active).toBe(false);
    const reordered = await call(bot, 'PUT', '/order/', { topic_ids: [ids[1], ids[0], ids[2]] });
    expect(names(reordered.body)).toEqual(['B', 'A', 'C2']);
    const deleted = await call(bot, 'DELETE', `/topics/${ids[0]}/`);
    expect(deleted.body.topics.map((topic) => [topic.name, topic.position])).toEqual([['B', 0], ['C2', 1]]);
  });

  it('stores the menu keyword: a word, none, or back to the default', async () => {
    const bot = await owner('en');
    expect((await call(bot, 'PUT', '/settings/', { menu_keyword: ' help topics ' })).body).toMatchObject({ menu_keyword: 'help topics', effective_menu_keyword: 'help topics' });
    expect((await call(bot, 'PUT', '/settings/', { menu_keyword: '' })).body).toMatchObject({ menu_keyword: '', effective_menu_keyword: '' });
    expect((await call(bot, 'PUT', '/settings/', { menu_keyword: null })).body).toMatchObject({ menu_keyword: null, effective_menu_keyword: 'menu' });
  });

  it('makes one topic from a create sent again with its request key, taking what the last send carried', async () => {
    const bot = await owner();
    const first = await call(bot, 'POST', '/topics/', { name: 'Visiting', request_key: 'topic-dialog-00001' });
    expect(first.status).toBe(201);
    expect(first.body.topics[0]).not.toHaveProperty('request_key');
    const again = await call(bot, 'POST', '/topics/', { name: 'Visiting', request_key: 'topic-dialog-00001' });
    expect(again).toEqual(first);
    const changed = await call(bot, 'POST', '/topics/', { name: 'Visiting hours', description: 'When and where', request_key: 'topic-dialog-00001' });
    expect(changed.body.topics).toEqual([expect.objectContaining({ topic_id: first.body.topics[0].topic_id, name: 'Visiting hours', description: 'When and where', position: 0 })]);
    // The same create several times at once: still one; another opening of the dialog, or no key, adds one.
    const sends = await Promise.all([1, 2, 3].map(() => call(bot, 'POST', '/topics/', { name: 'Money', request_key: 'topic-dialog-00002' })));
    expect(sends.map((send) => send.status)).toEqual([201, 201, 201]);
    await call(bot, 'POST', '/topics/', { name: 'Money' });
    expect(names((await call(bot, 'GET', '/topics/')).body)).toEqual(['Visiting hours', 'Money', 'Money']);
    // Refused keys add nothing.
    for (const requestKey of ['short', 'x'.repeat(65), 'has spaces in it ok', 7]) {
      const refused = await call<ErrorBody>(bot, 'POST', '/topics/', { name: 'Parking', request_key: requestKey });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields?.map((issue) => issue.field)).toEqual(['request_key']);
    }
    expect((await call(bot, 'GET', '/topics/')).body.topics).toHaveLength(3);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const bot = await owner();
    await call(bot, 'POST', '/topics/', { name: 'Only' });
    const [topic] = (await call(bot, 'GET', '/topics/')).body.topics;
    const refusals = [
      await call<ErrorBody>(bot, 'POST', '/topics/', { name: '' }),
      await call<ErrorBody>(bot, 'POST', '/topics/', { name: 'x'.repeat(41) }),
      await call<ErrorBody>(bot, 'POST', '/topics/', { name: 'nul\u0000' }),
      await call<ErrorBody>(bot, 'POST', '/topics/', undefined, '{"name": '),
      await call<ErrorBody>(bot, 'PUT', `/topics/${topic.topic_id}/`, {}),
      await call<ErrorBody>(bot, 'PUT', `/topics/${topic.topic_id}/`, { position: -1 }),
      await call<ErrorBody>(bot, 'PUT', `/topics/${topic.topic_id}/groups/`, { group_ids: ['not-a-group'] }),
      await call<ErrorBody>(bot, 'PUT', `/topics/${topic.topic_id}/groups/`, { group_ids: [`${bot.botId}-hours`, `${bot.botId}-hours`] }),
      await call<ErrorBody>(bot, 'PUT', '/order/', { topic_ids: [] }),
      await call<ErrorBody>(bot, 'PUT', '/order/', { topic_ids: ['someone-else'] }),
      await call<ErrorBody>(bot, 'PUT', '/settings/', { menu_keyword: 'x'.repeat(31) }),
    ];
    expect(refusals.map((refusal) => refusal.status)).toEqual(refusals.map(() => 400));
    expect((await call(bot, 'GET', '/topics/')).body).toMatchObject({ menu_keyword: null, topics: [{ name: 'Only', groups: [] }] });
  });

  it("answers 404 for another account's bot or topic, and 401 without a session", async () => {
    const bot = await owner();
    const stranger = await owner();
    await call(bot, 'POST', '/topics/', { name: 'Mine' });
    const [topic] = (await call(bot, 'GET', '/topics/')).body.topics;
    const asStranger = { token: stranger.token, botId: bot.botId };
    expect((await call(asStranger, 'GET', '/topics/')).status).toBe(404);
    expect((await call(asStranger, 'POST', '/topics/', { name: 'Theirs' })).status).toBe(404);
    expect((await call(asStranger, 'DELETE', `/topics/${topic.topic_id}/`)).status).toBe(404);
    // The stranger's own bot does not reach the owner's topic either.
    expect((await call(stranger, 'PUT', `/topics/${topic.topic_id}/`, { name: 'Stolen' })).status).toBe(404);
    expect((await call(stranger, 'PUT', `/topics/${topic.topic_id}/groups/`, { group_ids: [] })).status).toBe(404);
    expect((await call(stranger, 'PUT', '/order/', { topic_ids: [topic.topic_id] })).status).toBe(400);
    expect((await call({ token: 'nope', botId: bot.botId }, 'GET', '/topics/')).status).toBe(401);
    expect(names((await call(bot, 'GET', '/topics/')).body)).toEqual(['Mine']);
  });
});
