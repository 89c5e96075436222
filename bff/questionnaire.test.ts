// Questionnaires through the BFF on a real backend: create, list, change, delete; a broken input refused with every
// field before the backend is called; another account's bot not found; the responses with their date filter, and the
// CSV downloaded on the caller's session.
import { loginToken, newAccount } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { newOwnerWithBot, startBffStack, type BffStack } from './test-support/stack';

let stack: BffStack;
let owner: { authorization: string; botId: string };

beforeAll(async () => {
  stack = await startBffStack();
  owner = await newOwnerWithBot(stack, { language: 'en' });
});
afterAll(async () => {
  await stack?.close();
});

const asOwner = () => ({ authorization: owner.authorization });
const FIELDS = 'id botId title keyword closingMessage active responseCount questions { text type required choices rules { min max length regex message } }';
const LIST = `query Test_Questionnaires($botId: ID!) { questionnaires(botId: $botId) { ${FIELDS} } }`;
const CREATE = `mutation Test_CreateQuestionnaire($input: QuestionnaireInput!) { createQuestionnaire(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Test_UpdateQuestionnaire($input: QuestionnaireInput!) { updateQuestionnaire(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Test_DeleteQuestionnaire($input: DeleteQuestionnaireInput!) { deleteQuestionnaire(input: $input) { id } }`;
const RESPONSES = `query Test_Responses($botId: ID!, $id: ID!, $from: String, $to: String) {
  questionnaireResponses(botId: $botId, id: $id, from: $from, to: $to) { questionnaireId title responses { id platform userId createdAt answers { question answer } } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  botId: owner.botId,
  title: 'Sign-up',
  keyword: 'join',
  closingMessage: 'See you!',
  active: true,
  questions: [
    { text: 'Which day?', type: 'single_choice', required: true, choices: ['Sat', 'Sun'] },
    { text: 'Age?', type: 'number', required: true, rules: { min: 18, message: 'Adults only.' } },
  ],
  ...overrides,
});

it('creates, lists, changes and deletes a questionnaire', async () => {
  const created = await graphql<{ createQuestionnaire: { id: string; questions: unknown[] } }>(stack.bff.url, CREATE, { input: input() }, asOwner());
  expect(created.errors).toBeUndefined();
  const id = created.data?.createQuestionnaire.id ?? '';
  expect(created.data?.createQuestionnaire.questions).toEqual([
    { text: 'Which day?', type: 'single_choice', required: true, choices: ['Sat', 'Sun'], rules: null },
    { text: 'Age?', type: 'number', required: true, choices: [], rules: { min: 18, max: null, length: null, regex: null, message: 'Adults only.' } },
  ]);
  const updated = await graphql<{ updateQuestionnaire: { title: string; active: boolean } }>(stack.bff.url, UPDATE, { input: input({ id, title: 'Sign-up 2', active: false }) }, asOwner());
  expect(updated.data?.updateQuestionnaire).toMatchObject({ title: 'Sign-up 2', active: false });
  const listed = await graphql<{ questionnaires: { id: string }[] }>(stack.bff.url, LIST, { botId: owner.botId }, asOwner());
  expect(listed.data?.questionnaires.map((item) => item.id)).toContain(id);
  const deleted = await graphql<{ deleteQuestionnaire: { id: string }[] }>(stack.bff.url, DELETE, { input: { botId: owner.botId, id } }, asOwner());
  expect(deleted.data?.deleteQuestionnaire.map((item) => item.id)).not.toContain(id);
});

it('passes the request key on: the same create sent again answers with the one questionnaire, now holding the last content', async () => {
  const send = (title: string, requestKey: unknown) => graphql<{ createQuestionnaire: { id: string; title: string } }>(stack.bff.url, CREATE, { input: input({ keyword: '', title, requestKey }) }, asOwner());
  const before = (await graphql<{ questionnaires: unknown[] }>(stack.bff.url, LIST, { botId: owner.botId }, asOwner())).data?.questionnaires.length ?? 0;
  const first = (await send('Keyed', 'opening-of-the-editor-1')).data!.createQuestionnaire;
  const again = (await send('Keyed again', 'opening-of-the-editor-1')).data!.createQuestionnaire;
  expect(again).toEqual({ ...again, id: first.id, title: 'Keyed again' });
  const refused = await send('Keyed', 'short');
  expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
  expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'requestKey', message: 'validation.invalidValue' }]);
  const listed = await graphql<{ questionnaires: unknown[] }>(stack.bff.url, LIST, { botId: owner.botId }, asOwner());
  expect(listed.data?.questionnaires).toHaveLength(before + 1);
});

it('refuses a broken input with every field, and another account’s bot as not found', async () => {
  const broken = await graphql(stack.bff.url, CREATE, { input: input({ title: '', questions: [{ text: 'Pick', type: 'single_choice', required: true, choices: ['one'] }] }) }, asOwner());
  expect(errorCodes(broken)).toEqual(['VALIDATION_FAILED']);
  expect(broken.errors?.[0].extensions?.fields).toEqual(
    expect.arrayContaining([
      { field: 'title', message: 'validation.required' },
      { field: 'questions.0.choices', message: 'questionnaires.validation.choices' },
    ]),
  );
  const stranger = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, stranger.email, stranger.password);
  expect(errorCodes(await graphql(stack.bff.url, LIST, { botId: owner.botId }, { authorization: `Bearer ${token}` }))).toEqual(['BOT_NOT_FOUND']);
});

it("lists the responses between two days and downloads them as CSV on the session, headed in the console's language", async () => {
  const created = await graphql<{ createQuestionnaire: { id: string } }>(stack.bff.url, CREATE, { input: input({ keyword: 'csv' }) }, asOwner());
  const id = created.data?.createQuestionnaire.id ?? '';
  await stack.backend.db
    .insertInto('questionnaire_responses')
    .values({ response_id: 'r-1', questionnaire_id: id, chatbot_id: owner.botId, platform: 'web', user_id: 'visitor', answers: JSON.stringify([{ question: 'Which day?', answer: 'Sun' }, { question: 'Age?', answer: '30' }]), created_at: new Date('2026-11-20T02:00:00Z') })
    .execute();
  const all = await graphql<{ questionnaireResponses: { responses: { id: string; answers: unknown[] }[] } }>(stack.bff.url, RESPONSES, { botId: owner.botId, id }, asOwner());
  expect(all.data?.questionnaireResponses.responses).toEqual([expect.objectContaining({ id: 'r-1', answers: [{ question: 'Which day?', answer: 'Sun' }, { question: 'Age?', answer: '30' }] })]);
  const none = await graphql<{ questionnaireResponses: { responses: unknown[] } }>(stack.bff.url, RESPONSES, { botId: owner.botId, id, from: '2026-11-21', to: '2026-11-22' }, asOwner());
  expect(none.data?.questionnaireResponses.responses).toEqual([]);

  const csv = await fetch(`${stack.bff.url}/downloads/questionnaire/${owner.botId}/${id}.csv?from=2026-11-20&to=2026-11-20`, { headers: asOwner() });
  expect(csv.status).toBe(200);
  expect((await csv.text()).trim().split('\r\n')).toEqual(['datetime,platform,user_id,Which day?,Age?', '2026-11-20 10:00,web,visitor,Sun,30']);
  expect((await fetch(`${stack.bff.url}/downloads/questionnaire/${owner.botId}/${id}.csv`)).status).toBe(401);
  expect((await fetch(`${stack.bff.url}/downloads/questionnaire/${owner.botId}/${id}.csv?from=nope`, { headers: asOwner() })).status).toBe(400);

  const inChinese = await fetch(`${stack.bff.url}/downloads/questionnaire/${owner.botId}/${id}.csv?language=cn`, { headers: asOwner() });
  expect((await inChinese.text()).trim().split('\r\n')[0]).toBe('时间,平台,用户 ID,Which day?,Age?');
  expect((await fetch(`${stack.bff.url}/downloads/questionnaire/${owner.botId}/${id}.csv?language=fr`, { headers: asOwner() })).status).toBe(400);
});
