// Questionnaires through the owner's REST routes and the public API: validation and ownership, a run from the
// keyword to the stored response, invalid answers re-asked, cancel, the idle timeout, blank keywords and inactive
// questionnaires that never start, answer status 4 in history, and the responses as JSON and CSV.
import type { ErrorBody, PublicMessageReply } from '../../schema/rest';
import type { QuestionnaireDTO, QuestionnaireListDTO, QuestionnaireResponsesDTO } from '../../schema/rules/questionnaires';
import { CONVERSATION_IDLE_MS } from '../../schema/rules/constants';
import { taipeiMinute } from '../history/taipei-calendar';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { channelBot, type ChannelBot } from '../../tests/support/channel-bot';
import { loginToken, newAccount } from '../../tests/support/factories';
import { call, SURVEY, surveyAnswers } from './testing/questionnaire-kit';

let backend: TestBackend;
let shift = 0;
beforeAll(async () => {
  backend = await startTestBackend({ now: () => new Date(Date.now() + shift) });
}, 60_000);
afterAll(async () => {
  await backend?.close();
});
beforeEach(() => {
  shift = 0;
});

const GROUPS = [{ key: 'hours', questions: ['What are your opening hours?'], answers: ['We open at 9:00.'] }];

async function botWith(body: Partial<typeof SURVEY> = {}): Promise<{ bot: ChannelBot; questionnaire: QuestionnaireDTO }> {
  const bot = await channelBot(backend, 'api', GROUPS);
  await backend.db.updateTable('chatbots').set({ language: 'en' }).where('chatbot_id', '=', bot.chatbotId).execute();
  const created = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', `/questionnaire/${bot.chatbotId}/questionnaires`, { ...SURVEY, ...body });
  expect(created.status).toBe(201);
  return { bot, questionnaire: created.body };
}

async function say(bot: ChannelBot, text: string, userId = 'visitor-1', buttonId?: string): Promise<PublicMessageReply> {
  const payload = buttonId ? { userId, type: 'postback', message: { text, id: buttonId, oriQue: text } } : { userId, type: 'message', message: { text } };
  const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicMessageReply;
}

const responsesOf = (bot: ChannelBot, id: string, query = '') => call<QuestionnaireResponsesDTO>(backend.url, bot.token, 'GET', `/questionnaire/${bot.chatbotId}/questionnaires/${id}/responses${query}`);

describe('the owner’s questionnaires', () => {
  it('creates, lists, changes and deletes a questionnaire', async () => {
    const { bot, questionnaire } = await botWith();
    expect(questionnaire).toMatchObject({ title: 'Visit survey', keyword: 'Survey', active: true, response_count: 0, questions: [expect.objectContaining({ choices: ['Taipei', 'Kaohsiung'] }), expect.anything(), expect.anything(), expect.anything()] });
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    const changed = await call<QuestionnaireDTO>(backend.url, bot.token, 'PUT', `${base}/${questionnaire.questionnaire_id}`, { ...SURVEY, title: 'Renamed', active: false });
    expect(changed).toMatchObject({ status: 200, body: { title: 'Renamed', active: false } });
    expect((await call<QuestionnaireListDTO>(backend.url, bot.token, 'GET', base)).body.questionnaires.map((item) => item.title)).toEqual(['Renamed']);
    expect((await call<QuestionnaireListDTO>(backend.url, bot.token, 'DELETE', `${base}/${questionnaire.questionnaire_id}`)).body.questionnaires).toEqual([]);
    expect((await call(backend.url, bot.token, 'DELETE', `${base}/${questionnaire.questionnaire_id}`)).status).toBe(404);
  });

  it('refuses bad bodies with 400 naming the field, and changes nothing', async () => {
    const { bot } = await botWith();
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    const bad = [
      { ...SURVEY, title: '' },
      { ...SURVEY, questions: [] },
      { ...SURVEY, questions: [{ text: 'Pick', type: 'single_choice', required: true, choices: ['only one'] }] },
      { ...SURVEY, questions: [{ text: 'Pick', type: 'single_choice', required: true, choices: Array.from({ length: 21 }, (_, i) => `c${i}`) }] },
      { ...SURVEY, questions: [{ text: 'Q', type: 'colour', required: true }] },
      { ...SURVEY, questions: [{ text: 'Q', type: 'text', required: true, rules: { regex: '([a-z' } }] },
      { ...SURVEY, questions: [{ text: 'Q', type: 'number', required: true, rules: { min: 5, max: 1 } }] },
      { ...SURVEY, title: 'bad\u0000title' },
      { ...SURVEY, keyword: '!!!' },
      { ...SURVEY, keyword: 'ＳＵＲＶＥＹ' },
    ];
    for (const body of bad) expect((await call(backend.url, bot.token, 'POST', base, body)).status).toBe(400);
    const taken = await call<{ error: { fields: { field: string; message: string }[] } }>(backend.url, bot.token, 'POST', base, { ...SURVEY, keyword: 'survey!' });
    expect(taken.body.error.fields).toEqual([{ field: 'keyword', message: 'questionnaires.validation.keywordTaken' }]);
    expect((await call<QuestionnaireListDTO>(backend.url, bot.token, 'GET', base)).body.questionnaires).toHaveLength(1);
    // An inactive questionnaire may share the keyword; a blank keyword is never a clash.
    expect((await call(backend.url, bot.token, 'POST', base, { ...SURVEY, active: false })).status).toBe(201);
    expect((await call(backend.url, bot.token, 'POST', base, { ...SURVEY, keyword: '' })).status).toBe(201);
    expect((await call(backend.url, bot.token, 'POST', base, { ...SURVEY, keyword: '  ' })).status).toBe(201);
  });

  it("answers another account's bot and questionnaire as not found", async () => {
    const { bot, questionnaire } = await botWith();
    const other = await newAccount(backend.url);
    const token = await loginToken(backend.url, other.email, other.password);
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    const id = questionnaire.questionnaire_id;
    expect((await call(backend.url, token, 'GET', base)).status).toBe(404);
    expect((await call(backend.url, token, 'PUT', `${base}/${id}`, SURVEY)).status).toBe(404);
    expect((await call(backend.url, token, 'DELETE', `${base}/${id}`)).status).toBe(404);
    expect((await call(backend.url, token, 'GET', `${base}/${id}/responses`)).status).toBe(404);
    expect((await call(backend.url, token, 'GET', `${base}/${id}/responses.csv`)).status).toBe(404);
    const { bot: otherBot } = await botWith();
    expect((await call(backend.url, otherBot.token, 'GET', `/questionnaire/${otherBot.chatbotId}/questionnaires/${id}/responses`)).status).toBe(404);
    expect((await call(backend.url, bot.token, 'GET', base)).status).toBe(200);
  });
});

describe('a create sent again with its request key', () => {
  const keyed = (requestKey: unknown, body: Record<string, unknown> = SURVEY) => ({ ...body, request_key: requestKey });
  const listOf = async (bot: ChannelBot) => (await call<QuestionnaireListDTO>(backend.url, bot.token, 'GET', `/questionnaire/${bot.chatbotId}/questionnaires`)).body.questionnaires;

  it('makes one questionnaire, left alone when sent again unchanged and taking what a changed send carries', async () => {
    const { bot, questionnaire: other } = await botWith({ keyword: '' });
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    const first = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', base, keyed('editor-opening-0001'));
    expect(first.status).toBe(201);
    expect(first.body).not.toHaveProperty('request_key');
    // A visitor starts it; the same send again (its answer was lost) keeps their run going.
    expect((await say(bot, 'survey')).data.text).not.toBe('Sorry, I do not know that yet.');
    const again = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', base, keyed('editor-opening-0001'));
    expect(again).toEqual({ status: 201, body: first.body });
    expect((await say(bot, 'Taipei')).data.text).not.toBe('Sorry, I do not know that yet.');
    // Changed in the editor before it was sent again: that questionnaire changes.
    const changed = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', base, keyed('editor-opening-0001', { ...SURVEY, title: 'Visit survey 2' }));
    expect(changed.body).toMatchObject({ questionnaire_id: first.body.questionnaire_id, title: 'Visit survey 2' });
    expect((await listOf(bot)).map((item) => item.questionnaire_id)).toEqual([other.questionnaire_id, first.body.questionnaire_id]);
    // Another opening of the editor, or a create without a key, adds one (inactive: the keyword is taken).
    expect((await call(backend.url, bot.token, 'POST', base, keyed('editor-opening-0002', { ...SURVEY, active: false }))).status).toBe(201);
    expect((await call(backend.url, bot.token, 'POST', base, { ...SURVEY, active: false })).status).toBe(201);
    expect(await listOf(bot)).toHaveLength(4);
  });

  it('makes one questionnaire when the same create arrives several times at once, and one per bot for the same key', async () => {
    const { bot } = await botWith({ keyword: '' });
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    const sends = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => call<QuestionnaireDTO>(backend.url, bot.token, 'POST', base, keyed('at-once-000000001'))));
    expect(sends.map((send) => send.status)).toEqual(Array(8).fill(201));
    expect(new Set(sends.map((send) => send.body.questionnaire_id)).size).toBe(1);
    expect(await listOf(bot)).toHaveLength(2);
    const { bot: second } = await botWith({ keyword: '' });
    expect((await call(backend.url, second.token, 'POST', `/questionnaire/${second.chatbotId}/questionnaires`, keyed('at-once-000000001'))).status).toBe(201);
    expect(await listOf(second)).toHaveLength(2);
  });

  it('refuses a request key that is too short, too long or holds other characters, and adds nothing', async () => {
    const { bot } = await botWith();
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    for (const requestKey of ['short', 'x'.repeat(65), 'has spaces in it ok', 'nul\u0000-in-the-key-0001', 42]) {
      const refused = await call<ErrorBody>(backend.url, bot.token, 'POST', base, keyed(requestKey, { ...SURVEY, keyword: '' }));
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields?.map((issue) => issue.field)).toEqual(['request_key']);
    }
    expect(await listOf(bot)).toHaveLength(1);
  });
});

describe('a questionnaire in a conversation', () => {
  it('asks each question in turn, re-asks an invalid answer and stores the response', async () => {
    const { bot, questionnaire } = await botWith();
    const first = await say(bot, 'ｓｕｒｖｅｙ');
    expect(first.data.text).toContain('Which branch did you visit?');
    expect(first.data.buttons.map((button) => [button.id, button.text])).toEqual([
      ['questionnaire:choice:0', 'Taipei'],
      ['questionnaire:choice:1', 'Kaohsiung'],
      ['questionnaire:cancel', 'Cancel'],
    ]);
    expect((await say(bot, 'Kaohsiung', 'visitor-1', 'questionnaire:choice:1')).data.text).toContain('How many stars?');
    const reasked = await say(bot, '9');
    expect(reasked.data.text).toContain('Give 1 to 5 stars.');
    expect(reasked.data.text).toContain('How many stars?');
    // A question that would otherwise be answered by the Q&A list is still the answer to the questionnaire.
    expect((await say(bot, 'What are your opening hours?')).data.text).toContain('Give 1 to 5 stars.');
    const optional = await say(bot, '４');
    expect(optional.data.text).toContain('Your e-mail?');
    expect(optional.data.buttons.map((button) => button.id)).toEqual(['questionnaire:skip', 'questionnaire:cancel']);
    expect((await say(bot, 'not-an-address')).data.text).toContain('Please enter a valid e-mail address.');
    expect((await say(bot, 'Skip', 'visitor-1', 'questionnaire:skip')).data.text).toContain('Anything else?');
    expect((await say(bot, 'x'.repeat(21))).data.text).toContain('at most 20 characters');
    expect((await say(bot, 'Friendly staff')).data.text).toBe('Thank you for your answers!');
    // Done: the next message is answered by the Q&A list again.
    expect((await say(bot, 'What are your opening hours?')).data.text).toBe('We open at 9:00.');

    const responses = await responsesOf(bot, questionnaire.questionnaire_id);
    expect(responses.body.responses).toEqual([
      expect.objectContaining({
        platform: 'api',
        user_id: 'visitor-1',
        answers: surveyAnswers('Kaohsiung', '4', '', 'Friendly staff'),
      }),
    ]);
    const history = await backend.db.selectFrom('conversation_messages').select(['content', 'answer_status']).where('chatbot_id', '=', bot.chatbotId).where('sender', '=', 'bot').orderBy('id').execute();
    expect(history.slice(0, -1).every((line) => line.answer_status === 4)).toBe(true);
    expect(history).toHaveLength(10);
    expect(history.at(-1)?.answer_status).toBe(1);
  });

  it('ends on cancel (typed or tapped) with the cancelled message and stores nothing', async () => {
    const { bot, questionnaire } = await botWith();
    await say(bot, 'survey', 'u-typed');
    expect((await say(bot, '取消問卷', 'u-typed')).data.text).toBe('The questionnaire was cancelled. Feel free to ask anything else.');
    await say(bot, 'survey', 'u-tapped');
    await say(bot, 'Taipei', 'u-tapped');
    expect((await say(bot, 'Cancel', 'u-tapped', 'questionnaire:cancel')).data.text).toContain('cancelled');
    expect((await say(bot, '3', 'u-tapped')).data.text).toBe('Sorry, I do not know that yet.');
    expect((await responsesOf(bot, questionnaire.questionnaire_id)).body.responses).toEqual([]);
  });

  it('is abandoned after the conversation idle time: the next message is answered as usual', async () => {
    const { bot } = await botWith();
    await say(bot, 'survey');
    shift = CONVERSATION_IDLE_MS + 60_000;
    expect((await say(bot, 'What are your opening hours?')).data.text).toBe('We open at 9:00.');
    expect((await say(bot, 'Taipei')).data.text).toBe('Sorry, I do not know that yet.');
  });

  it('keeps each conversation apart', async () => {
    const { bot } = await botWith();
    await say(bot, 'survey', 'alice');
    expect((await say(bot, 'What are your opening hours?', 'bob')).data.text).toBe('We open at 9:00.');
    expect((await say(bot, 'Taipei', 'alice')).data.text).toContain('How many stars?');
  });

  it('never starts from a blank keyword, an inactive questionnaire or a message that only contains the keyword', async () => {
    const { bot } = await botWith({ keyword: '' });
    expect((await say(bot, '!!!')).data.text).toBe('Sorry, I do not know that yet.');
    const base = `/questionnaire/${bot.chatbotId}/questionnaires`;
    expect((await call(backend.url, bot.token, 'POST', base, { ...SURVEY, keyword: 'feedback', active: false })).status).toBe(201);
    expect((await say(bot, 'feedback')).data.text).toBe('Sorry, I do not know that yet.');
    expect((await call(backend.url, bot.token, 'POST', base, { ...SURVEY, keyword: 'survey' })).status).toBe(201);
    expect((await say(bot, 'I want the survey please')).data.text).not.toContain('Which branch');
    const started = await say(bot, '  SURVEY! ');
    expect(started.data.text).toContain('Which branch');
  });

  it('starts a questionnaire made while the bot was already answering; one turned off and on again starts afresh', async () => {
    const bot = await channelBot(backend, 'api', GROUPS);
    await backend.db.updateTable('chatbots').set({ language: 'en' }).where('chatbot_id', '=', bot.chatbotId).execute();
    expect((await say(bot, 'survey')).data.text).toBe('Sorry, I do not know that yet.');
    const created = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', `/questionnaire/${bot.chatbotId}/questionnaires`, SURVEY);
    expect(created.status).toBe(201);
    expect((await say(bot, 'survey')).data.text).toContain('Which branch');

    const path = `/questionnaire/${bot.chatbotId}/questionnaires/${created.body.questionnaire_id}`;
    expect((await call(backend.url, bot.token, 'PUT', path, { ...SURVEY, active: false })).status).toBe(200);
    expect((await call(backend.url, bot.token, 'PUT', path, SURVEY)).status).toBe(200);
    // The run begun before it was turned off is gone: this is an ordinary message, not the answer to its question.
    expect((await say(bot, 'Taipei')).data.text).toBe('Sorry, I do not know that yet.');
  });

  it('ends the runs of a questionnaire that is changed or turned off', async () => {
    const { bot, questionnaire } = await botWith();
    await say(bot, 'survey');
    const path = `/questionnaire/${bot.chatbotId}/questionnaires/${questionnaire.questionnaire_id}`;
    expect((await call(backend.url, bot.token, 'PUT', path, { ...SURVEY, active: false })).status).toBe(200);
    expect((await say(bot, 'Taipei')).data.text).toBe('Sorry, I do not know that yet.');
    expect((await say(bot, 'survey')).data.text).toBe('Sorry, I do not know that yet.');
  });
});

describe('responses', () => {
  it('filters by Taipei day and exports CSV with Taipei times and one column per question', async () => {
    const { bot, questionnaire } = await botWith();
    for (const answers of [['Taipei', '5', 'a@example.com', 'Great'], ['Kaohsiung', '2', 'skip', '=1+1']]) {
      await say(bot, 'survey', `user-${answers[0]}`);
      for (const answer of answers) await say(bot, answer, `user-${answers[0]}`);
    }
    const id = questionnaire.questionnaire_id;
    expect((await responsesOf(bot, id)).body.responses).toHaveLength(2);
    expect((await responsesOf(bot, id, '?from=2001-01-01&to=2001-01-02')).body.responses).toEqual([]);
    expect((await responsesOf(bot, id, '?from=2026-02-30')).status).toBe(400);
    expect((await responsesOf(bot, id, '?from=2030-01-02&to=2030-01-01')).status).toBe(400);
    const csv = await call<string>(backend.url, bot.token, 'GET', `/questionnaire/${bot.chatbotId}/questionnaires/${id}/responses.csv`);
    expect(csv.status).toBe(200);
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('datetime,platform,user_id,Which branch did you visit?,How many stars?,Your e-mail?,Anything else?');
    const createdAt = (await responsesOf(bot, id)).body.responses.map((response) => taipeiMinute(new Date(response.created_at)));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(createdAt);
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['api', 'user-Kaohsiung', 'Kaohsiung', '2', '', "'=1+1"],
      ['api', 'user-Taipei', 'Taipei', '5', 'a@example.com', 'Great'],
    ]);
  });

  it.each([
    ["no language: the columns' names, as before", '', 'datetime,platform,user_id'],
    ['en', '?language=en', 'datetime,platform,user_id'],
    ['tw', '?language=tw', '時間,平台,使用者 ID'],
    ['cn', '?language=cn', '时间,平台,用户 ID'],
    ['jp', '?language=jp', '日時,プラットフォーム,ユーザー ID'],
  ])("heads the fixed columns in the console's language (%s), the questions as the owner wrote them, the values as they are", async (_label, query, fixedHeaders) => {
    const { bot, questionnaire } = await botWith();
    for (const message of ['survey', 'Taipei', '5', 'skip', 'Great']) await say(bot, message);
    const csv = await call<string>(backend.url, bot.token, 'GET', `/questionnaire/${bot.chatbotId}/questionnaires/${questionnaire.questionnaire_id}/responses.csv${query}`);
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(header).toBe(`${fixedHeaders},Which branch did you visit?,How many stars?,Your e-mail?,Anything else?`);
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([['api', 'visitor-1', 'Taipei', '5', '', 'Great']]);
  });

  it('refuses a language the console does not have with 400', async () => {
    const { bot, questionnaire } = await botWith();
    const refused = await call<ErrorBody>(backend.url, bot.token, 'GET', `/questionnaire/${bot.chatbotId}/questionnaires/${questionnaire.questionnaire_id}/responses.csv?language=fr`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'language', message: 'validation.invalidValue' }]);
  });

  it('exports one column per question when two questions share their wording, numbering their headers', async () => {
    const text = (wording: string) => ({ text: wording, type: 'text' as const, required: true });
    const { bot, questionnaire } = await botWith({ questions: [text('Your name?'), text('Your name?'), text('Note')] });
    for (const message of ['survey', 'Alice', 'Bob', 'none']) await say(bot, message);
    const csv = await call<string>(backend.url, bot.token, 'GET', `/questionnaire/${bot.chatbotId}/questionnaires/${questionnaire.questionnaire_id}/responses.csv`);
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('datetime,platform,user_id,1. Your name?,2. Your name?,Note');
    expect(lines[1].split(',').slice(1)).toEqual(['api', 'visitor-1', 'Alice', 'Bob', 'none']);
  });
});
