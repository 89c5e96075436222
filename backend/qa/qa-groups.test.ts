// /qa/{botId}/groups over real HTTP: create, read, change, delete, validation, search and paging,
// the plan's group limit across bots, and ownership on every /qa route.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { importCsv, loginToken, newAccount, newChatbot, newQaGroup } from '../../tests/support/factories';
import type { ErrorBody, QaGroupDTO, QaGroupPageDTO, StatusDTO } from '../../schema/rest';
import { MSG } from '../../schema/rules/validation';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

async function signedInAccount() {
  const account = await newAccount(backend.url);
  return { ...account, token: await loginToken(backend.url, account.email, account.password) };
}

const jsonAuth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const call = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${backend.url}${path}`, { method, headers: jsonAuth(token), body: body === undefined ? undefined : JSON.stringify(body) });
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const validGroup = { questions: ['When do you open?', 'Opening hours?'], answers: ['From 9 to 5.'], answer_mode: 2, similar_enabled: false, postback_choices: ['Hours'], tags: ['store'] };

async function botOfNewAccount() {
  const owner = await signedInAccount();
  const bot = await newChatbot(backend.url, owner.token);
  return { token: owner.token, botId: bot.chatbot_id };
}

describe('Q&A group CRUD', () => {
  it('refuses a change made to a group changed since the editor opened it, and keeps the other change', async () => {
    const { token, botId } = await botOfNewAccount();
    const opened = (await (await call(token, 'POST', `/qa/${botId}/groups`, validGroup)).json()) as QaGroupDTO;
    const path = `/qa/${botId}/groups/${opened.group_id}`;
    // Tab A saves first, from what it opened.
    const first = await call(token, 'PUT', path, { ...validGroup, questions: [...validGroup.questions, 'Hours on Sunday?'], expected_updated_at: opened.updated_at });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as QaGroupDTO;
    // Tab B opened the same version: its save is refused and changes nothing.
    const second = await call(token, 'PUT', path, { ...validGroup, answers: ['From 10 to 6.'], expected_updated_at: opened.updated_at });
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toMatchObject({ code: 'EDIT_CONFLICT' });
    expect((await (await call(token, 'GET', path)).json()) as QaGroupDTO).toEqual(afterFirst);
    // Opened again, B's save goes through.
    const again = await call(token, 'PUT', path, { ...validGroup, answers: ['From 10 to 6.'], expected_updated_at: afterFirst.updated_at });
    expect(again.status).toBe(200);
    // A group deleted meanwhile is not found; a bad time is a validation error; without one, the save replaces.
    const bad = await call(token, 'PUT', path, { ...validGroup, expected_updated_at: 'yesterday' });
    expect(bad.status).toBe(400);
    expect((await call(token, 'PUT', path, validGroup)).status).toBe(200);
    await call(token, 'DELETE', path);
    const gone = await call(token, 'PUT', path, { ...validGroup, expected_updated_at: afterFirst.updated_at });
    expect(gone.status).toBe(404);
  });

  it('creates a group with a generated key and reads, changes and deletes it', async () => {
    const { token, botId } = await botOfNewAccount();
    const created = await call(token, 'POST', `/qa/${botId}/groups`, validGroup);
    expect(created.status).toBe(201);
    const group = (await created.json()) as QaGroupDTO;
    expect(group).toMatchObject({ chatbot_id: botId, ...validGroup });
    expect(group.key).toMatch(/^g-[0-9a-f]{10}$/);

    const read = (await (await call(token, 'GET', `/qa/${botId}/groups/${group.group_id}`)).json()) as QaGroupDTO;
    expect(read).toEqual(group);

    const changed = await call(token, 'PUT', `/qa/${botId}/groups/${group.group_id}`, { ...validGroup, answers: ['From 10 to 6.', 'Ask at the desk.'], answer_mode: 3 });
    expect(changed.status).toBe(200);
    expect((await changed.json()) as QaGroupDTO).toMatchObject({ group_id: group.group_id, key: group.key, answers: ['From 10 to 6.', 'Ask at the desk.'], answer_mode: 3 });

    const deleted = await call(token, 'DELETE', `/qa/${botId}/groups/${group.group_id}`);
    expect((await deleted.json()) as StatusDTO).toEqual({ status: 'success' });
    const gone = await call(token, 'GET', `/qa/${botId}/groups/${group.group_id}`);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).code).toBe('NOT_FOUND');
  });

  it('fills the optional settings with their defaults', async () => {
    const { token, botId } = await botOfNewAccount();
    const response = await call(token, 'POST', `/qa/${botId}/groups`, { questions: ['Hi?'], answers: ['Hello.'], answer_mode: 1 });
    expect((await response.json()) as QaGroupDTO).toMatchObject({ similar_enabled: true, postback_choices: [], tags: [] });
  });

  it.each([
    ['no question', { ...validGroup, questions: [] }, 'questions', MSG.questionsRequired],
    ['no answer', { ...validGroup, answers: [] }, 'answers', MSG.answersRequired],
    ['a blank question', { ...validGroup, questions: ['  '] }, 'questions.0', MSG.required],
    ['an unknown answer mode', { ...validGroup, answer_mode: 4 }, 'answer_mode', MSG.answerMode],
    ['a question over 1,000 characters', { ...validGroup, questions: ['x'.repeat(1001)] }, 'questions.0', MSG.tooLong],
  ])('refuses a group with %s, naming the field and its message', async (_label, body, field, message) => {
    const { token, botId } = await botOfNewAccount();
    const response = await call(token, 'POST', `/qa/${botId}/groups`, body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toContainEqual({ field, message });
  });

  it('answers 404 NOT_FOUND for a group of another bot of the same account', async () => {
    const owner = await signedInAccount();
    const first = await newChatbot(backend.url, owner.token);
    const second = await newChatbot(backend.url, owner.token);
    const group = await newQaGroup(backend.url, owner.token, first.chatbot_id);
    const response = await call(owner.token, 'GET', `/qa/${second.chatbot_id}/groups/${group.group_id}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('NOT_FOUND');
  });
});

describe('GET /qa/{botId}/groups', () => {
  it('lists newest first and pages through the list', async () => {
    const { token, botId } = await botOfNewAccount();
    const made: QaGroupDTO[] = [];
    for (let i = 0; i < 5; i++) made.push(await newQaGroup(backend.url, token, botId, { questions: [`Question number ${i}`] }));
    const page = async (n: number) => (await (await call(token, 'GET', `/qa/${botId}/groups?page=${n}&page_size=2`)).json()) as QaGroupPageDTO;

    const first = await page(1);
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    const all = [...first.groups, ...(await page(2)).groups, ...(await page(3)).groups];
    expect(all.map((group) => group.group_id)).toEqual(made.map((group) => group.group_id).reverse());
  });

  it('finds groups by any question or answer, ignoring case, and treats % literally', async () => {
    const { token, botId } = await botOfNewAccount();
    const parking = await newQaGroup(backend.url, token, botId, { questions: ['Where can I park?'], answers: ['In the GARAGE behind the store.'] });
    const discount = await newQaGroup(backend.url, token, botId, { questions: ['Any discount?'], answers: ['10% off on Mondays.'] });
    await newQaGroup(backend.url, token, botId, { questions: ['Opening hours?'], answers: ['Nine to five.'] });
    const search = async (q: string) =>
      ((await (await call(token, 'GET', `/qa/${botId}/groups?q=${encodeURIComponent(q)}`)).json()) as QaGroupPageDTO).groups.map((group) => group.group_id);

    expect(await search('garage')).toEqual([parking.group_id]);
    expect(await search('PARK')).toEqual([parking.group_id]);
    expect(await search('10%')).toEqual([discount.group_id]);
    expect(await search('%')).toEqual([discount.group_id]);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('refuses a page size over the maximum', async () => {
    const { token, botId } = await botOfNewAccount();
    const response = await call(token, 'GET', `/qa/${botId}/groups?page_size=101`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[0].field).toBe('page_size');
  });
});

describe('a create sent again with its request key', () => {
  afterEach(() => backend.db.updateTable('plans').set({ qa_group_limit: 2000 }).where('code', '=', 'free').execute());
  const keyed = (requestKey: string, group: Record<string, unknown> = validGroup) => ({ ...group, request_key: requestKey });
  const groupsOf = async (token: string, botId: string) => ((await (await call(token, 'GET', `/qa/${botId}/groups`)).json()) as QaGroupPageDTO).groups;

  it('makes one group, which takes what the last send carried', async () => {
    const { token, botId } = await botOfNewAccount();
    const first = await call(token, 'POST', `/qa/${botId}/groups`, keyed('dialog-opening-0001'));
    expect(first.status).toBe(201);
    const made = (await first.json()) as QaGroupDTO;
    // The same send again (its answer was lost): the same group, unchanged.
    const again = await call(token, 'POST', `/qa/${botId}/groups`, keyed('dialog-opening-0001'));
    expect(again.status).toBe(201);
    expect((await again.json()) as QaGroupDTO).toEqual(made);
    // Edited in the dialog before saving again: that group changes.
    const edited = (await (await call(token, 'POST', `/qa/${botId}/groups`, keyed('dialog-opening-0001', { ...validGroup, answers: ['From 10 to 6.'] }))).json()) as QaGroupDTO;
    expect(edited).toMatchObject({ group_id: made.group_id, key: made.key, answers: ['From 10 to 6.'] });
    expect((await groupsOf(token, botId)).map((group) => group.group_id)).toEqual([made.group_id]);
    // Another opening of the dialog, or a create without a key, adds a group.
    await call(token, 'POST', `/qa/${botId}/groups`, keyed('dialog-opening-0002'));
    await call(token, 'POST', `/qa/${botId}/groups`, validGroup);
    expect(await groupsOf(token, botId)).toHaveLength(3);
  });

  it('makes one group when the same create arrives several times at once', async () => {
    const { token, botId } = await botOfNewAccount();
    const sends = await Promise.all([1, 2, 3, 4].map(() => call(token, 'POST', `/qa/${botId}/groups`, keyed('at-once-000000001'))));
    expect(sends.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const ids = await Promise.all(sends.map(async (response) => ((await response.json()) as QaGroupDTO).group_id));
    expect(new Set(ids).size).toBe(1);
    expect(await groupsOf(token, botId)).toHaveLength(1);
  });

  it('counts the group once against the plan, keeps keys apart per bot, and adds again once the group is deleted', async () => {
    await backend.db.updateTable('plans').set({ qa_group_limit: 2 }).where('code', '=', 'free').execute();
    const owner = await signedInAccount();
    const first = await newChatbot(backend.url, owner.token);
    const second = await newChatbot(backend.url, owner.token);
    const made = (await (await call(owner.token, 'POST', `/qa/${first.chatbot_id}/groups`, keyed('per-bot-key-00001'))).json()) as QaGroupDTO;
    // The same key on another bot is that bot's own: a second group, and the account is now at its limit.
    expect((await call(owner.token, 'POST', `/qa/${second.chatbot_id}/groups`, keyed('per-bot-key-00001'))).status).toBe(201);
    expect(await groupsOf(owner.token, second.chatbot_id)).toHaveLength(1);
    // At the limit, the send again still answers with its group; a new one is refused.
    expect((await call(owner.token, 'POST', `/qa/${first.chatbot_id}/groups`, keyed('per-bot-key-00001'))).status).toBe(201);
    expect((await call(owner.token, 'POST', `/qa/${first.chatbot_id}/groups`, keyed('per-bot-key-00002'))).status).toBe(403);
    // Deleted since: the key makes a new group.
    await call(owner.token, 'DELETE', `/qa/${first.chatbot_id}/groups/${made.group_id}`);
    const remade = (await (await call(owner.token, 'POST', `/qa/${first.chatbot_id}/groups`, keyed('per-bot-key-00001'))).json()) as QaGroupDTO;
    expect(remade.group_id).not.toBe(made.group_id);
  });

  it('refuses a request key that is too short, too long or holds other characters, and adds nothing', async () => {
    const { token, botId } = await botOfNewAccount();
    for (const requestKey of ['short', 'x'.repeat(65), 'has spaces in it ok', 'nul\u0000-in-the-key-0001', 42]) {
      const refused = await call(token, 'POST', `/qa/${botId}/groups`, keyed(requestKey as string));
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).fields?.map((issue) => issue.field)).toEqual(['request_key']);
    }
    expect(await groupsOf(token, botId)).toHaveLength(0);
  });
});

describe('the plan limit on Q&A groups', () => {
  afterEach(() => backend.db.updateTable('plans').set({ qa_group_limit: 2000 }).where('code', '=', 'free').execute());

  it('counts the groups of all the account bots and refuses one more with 403', async () => {
    await backend.db.updateTable('plans').set({ qa_group_limit: 2 }).where('code', '=', 'free').execute();
    const owner = await signedInAccount();
    const first = await newChatbot(backend.url, owner.token);
    const second = await newChatbot(backend.url, owner.token);
    await newQaGroup(backend.url, owner.token, first.chatbot_id);
    await newQaGroup(backend.url, owner.token, second.chatbot_id);

    const refused = await call(owner.token, 'POST', `/qa/${second.chatbot_id}/groups`, validGroup);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('QA_GROUP_LIMIT_REACHED');
  });

  it('lets an import replace existing groups at the limit but not add new ones', async () => {
    await backend.db.updateTable('plans').set({ qa_group_limit: 2 }).where('code', '=', 'free').execute();
    const { token, botId } = await botOfNewAccount();
    const fill = await importCsv(backend.url, token, botId, 'group,question,answer\na,Question A,Answer A\nb,Question B,Answer B\n');
    expect(fill.status).toBe(200);

    const replace = await importCsv(backend.url, token, botId, 'group,question,answer\na,Question A again,Answer A2\nb,Question B,Answer B\n');
    expect(replace.status).toBe(200);
    expect(await replace.json()).toEqual({ groups_created: 0, groups_updated: 2, rows: 2, warnings: [] });

    const grow = await importCsv(backend.url, token, botId, 'group,question,answer\na,Question A,Answer A\nc,Question C,Answer C\n');
    expect(grow.status).toBe(403);
    expect((await errorOf(grow)).code).toBe('QA_GROUP_LIMIT_REACHED');
    const keys = await backend.db.selectFrom('qa_groups').select('key').where('chatbot_id', '=', botId).orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['a', 'b']);
  });
});

describe('ownership of /qa routes', () => {
  it.each([
    ['GET', '/groups'],
    ['POST', '/groups'],
    ['GET', '/groups/GROUP'],
    ['PUT', '/groups/GROUP'],
    ['DELETE', '/groups/GROUP'],
    ['POST', '/import'],
    ['GET', '/export'],
    ['POST', '/train'],
    ['GET', '/training'],
    ['GET', '/training/events'],
    ['GET', '/answer-settings'],
    ['PUT', '/answer-settings'],
  ])("answers 404 BOT_NOT_FOUND to %s %s on another account's bot", async (method, suffix) => {
    const owner = await botOfNewAccount();
    const group = await newQaGroup(backend.url, owner.token, owner.botId);
    const stranger = await signedInAccount();
    const path = `/qa/${owner.botId}${suffix.replace('GROUP', group.group_id)}`;
    const bodies: Record<string, unknown> = {
      'POST /groups': validGroup,
      'PUT /groups/GROUP': validGroup,
      'PUT /answer-settings': { answer_threshold: 0.5, suggest_threshold: 0.2, max_suggestions: 3 },
    };
    const response =
      suffix === '/import'
        ? await importCsv(backend.url, stranger.token, owner.botId, 'group,question,answer\nx,Question,Answer\n')
        : await call(stranger.token, method, path, bodies[`${method} ${suffix}`]);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('BOT_NOT_FOUND');
    // The owner's data is untouched.
    expect((await call(owner.token, 'GET', `/qa/${owner.botId}/groups/${group.group_id}`)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${backend.url}/qa/any-bot/groups`);
    expect(response.status).toBe(401);
  });
});
