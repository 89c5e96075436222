// An entity question through the public API: the owner uploads an entity CSV and asks for a district; an answer in
// Simplified script (or full width) is accepted and stored as the entity's canonical value, anything else re-asked
// with the default message naming the type (or the rule's message); a missing entity_type is refused.
import type { PublicMessageReply } from '../../schema/rest';
import type { QuestionnaireBody, QuestionnaireDTO, QuestionnaireResponsesDTO } from '../../schema/rules/questionnaires';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { channelBot, type ChannelBot } from '../../tests/support/channel-bot';
import { call } from './testing/questionnaire-kit';

const DISTRICTS = 'type,value,synonyms\ndistrict,中正區,中正\ndistrict,大安區,大安\nagency,中正區區公所,中正區公所\n';

const VISIT: QuestionnaireBody = {
  title: 'Visit',
  keyword: 'visit',
  questions: [
    { text: 'Which district?', type: 'entity', entity_type: 'district', required: true },
    { text: 'Which office?', type: 'entity', entity_type: 'agency', required: true, rules: { message: 'Name an office, please.' } },
  ],
  closing_message: 'Thanks!',
};

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(async () => {
  await backend?.close();
});

async function botWithDistricts(language: 'tw' | 'en' = 'tw'): Promise<ChannelBot> {
  const bot = await channelBot(backend, 'api', [{ key: 'hours', questions: ['What are your opening hours?'], answers: ['We open at 9:00.'] }]);
  await backend.db.updateTable('chatbots').set({ language }).where('chatbot_id', '=', bot.chatbotId).execute();
  const form = new FormData();
  form.append('file', new Blob([DISTRICTS], { type: 'text/csv' }), 'districts.csv');
  const uploaded = await fetch(`${backend.url}/ner/${bot.chatbotId}/upload/`, { method: 'POST', headers: { Authorization: `Bearer ${bot.token}` }, body: form });
  expect(uploaded.status).toBe(201);
  return bot;
}

async function say(bot: ChannelBot, text: string, userId = 'visitor-1'): Promise<string> {
  const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, type: 'message', message: { text } }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as PublicMessageReply).data.text;
}

const base = (bot: ChannelBot) => `/questionnaire/${bot.chatbotId}/questionnaires`;

describe('an entity question', () => {
  it('accepts an answer naming an entity of its type in either script and stores the canonical value', async () => {
    const bot = await botWithDistricts();
    const created = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', base(bot), VISIT);
    expect(created.status).toBe(201);
    expect(created.body.questions[0]).toMatchObject({ type: 'entity', entity_type: 'district' });

    expect(await say(bot, 'visit')).toContain('Which district?');
    // Not a district (an agency is another type): re-asked with the default, which names no type key (`district` is the
    // owner's key, not words for the bot's users).
    const reasked = await say(bot, '中正區公所');
    expect(reasked).toContain('抱歉，我無法從這個回答認出所需的資料，請再回答一次。');
    expect(reasked).toContain('Which district?');
    expect(reasked).not.toContain('district。');
    expect(await say(bot, '信義區')).toContain('抱歉，我無法從這個回答認出所需的資料，請再回答一次。');
    expect(await say(bot, '我住在中正区')).toContain('Which office?');
    // The rule's message wins over the default.
    expect(await say(bot, '大安')).toContain('Name an office, please.');
    expect(await say(bot, '中正区公所')).toBe('Thanks!');

    const responses = await call<QuestionnaireResponsesDTO>(backend.url, bot.token, 'GET', `${base(bot)}/${created.body.questionnaire_id}/responses`);
    expect(responses.body.responses.map((response) => response.answers)).toEqual([
      [
        { question: 'Which district?', answer: '中正區' },
        { question: 'Which office?', answer: '中正區區公所' },
      ],
    ]);
  });

  it('re-asks in the bot’s language', async () => {
    const bot = await botWithDistricts('en');
    expect((await call(backend.url, bot.token, 'POST', base(bot), VISIT)).status).toBe(201);
    await say(bot, 'visit');
    expect(await say(bot, 'somewhere')).toContain('Sorry, I could not find what this question needs in that answer. Please answer again.');
  });

  it('refuses an entity question without an entity type, or with a blank or too long one (400 naming the field)', async () => {
    const bot = await botWithDistricts();
    const question = { text: 'Which district?', type: 'entity', required: true };
    for (const entityType of [undefined, '   ', 'x'.repeat(65)]) {
      const refused = await call<{ error: { fields: { field: string }[] } }>(backend.url, bot.token, 'POST', base(bot), { ...VISIT, questions: [{ ...question, entity_type: entityType }] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.map((field) => field.field)).toEqual(['questions.0.entity_type']);
    }
    // Other types carry no entity type.
    const plain = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', base(bot), { ...VISIT, questions: [{ text: 'Name?', type: 'text', required: true, entity_type: 'district' }] });
    expect(plain.status).toBe(201);
    expect(plain.body.questions[0]).not.toHaveProperty('entity_type');
  });
});
