// GET /templates and POST /chatbot/v2/create-from-template over real HTTP: languages, creation with the filled groups,
// refusals naming each bad field, the plan's limits, sign-in, and that nothing is created on any error.
import type { ChatbotDetailDTO, ChatbotListDTO, ErrorBody, QaGroupPageDTO, TrainingStatusDTO } from '../../schema/rest';
import type { TemplateDTO } from '../../schema/rest-templates';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { chatbotPayload, newChatbot, signedInToken } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const get = <T>(token: string, path: string) => fetch(`${backend.url}${path}`, { headers: auth(token) }).then((response) => response.json() as Promise<T>);
const templates = (token: string, language = 'en') => get<TemplateDTO[]>(token, `/templates?language=${language}`);
const create = (token: string, body: unknown) =>
  fetch(`${backend.url}/chatbot/v2/create-from-template`, { method: 'POST', headers: { ...auth(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const bots = async (token: string) => (await get<ChatbotListDTO>(token, '/chatbot/chatbots-list')).chatbots;

async function examplesOf(token: string, templateId: string, language = 'en') {
  const template = (await templates(token, language)).find((one) => one.template_id === templateId)!;
  return Object.fromEntries(template.fields.map((field) => [field.key, field.example]));
}

const { scenario: _scenario, tools: _tools, ...basic } = chatbotPayload();

describe('GET /templates', () => {
  it('lists the templates in the asked language and falls back to tw', async () => {
    const token = await signedInToken(backend.url);
    const english = await templates(token, 'en');
    expect(english.map((template) => template.template_id)).toContain('clinic-appointments');
    expect(english.find((template) => template.template_id === 'shop-info')).toMatchObject({ name: 'Shop or office information', language: 'en' });
    const fields = english.find((template) => template.template_id === 'shop-info')!.fields;
    expect(fields.find((field) => field.key === 'email')).toEqual({ key: 'email', label: 'Contact e-mail', type: 'text', rules: [{ kind: 'required' }, { kind: 'email' }], example: 'hello@example.com' });
    const japanese = await templates(token, 'jp');
    expect(japanese[0].name).toBe('店舗・オフィス情報');
    const fallback = await templates(token, 'xx');
    expect(fallback[0]).toMatchObject({ language: 'tw', name: '商店／辦公室資訊' });
  });

  it('needs a signed-in account', async () => {
    expect((await fetch(`${backend.url}/templates`)).status).toBe(401);
  });
});

describe('POST /chatbot/v2/create-from-template', () => {
  it('creates the bot with the filled groups, untrained, as the import leaves a Q&A list', async () => {
    const token = await signedInToken(backend.url);
    const fields = await examplesOf(token, 'shop-info');
    const response = await create(token, { template_id: 'shop-info', payload: { ...basic, robot_name: 'Front desk', language: 'en' }, fields });
    expect(response.status).toBe(201);
    const bot = (await response.json()) as ChatbotDetailDTO;
    expect(bot).toMatchObject({ robot_name: 'Front desk', language: 'en', scenario: 'customerSupport', files: [] });
    const page = await get<QaGroupPageDTO>(token, `/qa/${bot.chatbot_id}/groups?page_size=50`);
    expect(page.total).toBe(8);
    const answers = page.groups.flatMap((group) => group.answers);
    expect(answers).toContain('Alley Cafe is open Mon–Fri 09:00–18:00.');
    expect(answers.join(' ')).not.toContain('{{');
    const training = await get<TrainingStatusDTO>(token, `/qa/${bot.chatbot_id}/training`);
    expect(training).toMatchObject({ trained_at: null, group_count: 8, untrained_changes: true });

    // The bot is the creating account's own: another account neither sees it nor its groups.
    const other = await signedInToken(backend.url);
    expect(await bots(other)).toEqual([]);
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(other) })).status).toBe(404);
    expect((await fetch(`${backend.url}/qa/${bot.chatbot_id}/groups`, { headers: auth(other) })).status).toBe(404);
  });

  it("writes the groups in the bot's language and takes the template's scenario", async () => {
    const token = await signedInToken(backend.url);
    const fields = await examplesOf(token, 'staff-onboarding', 'jp');
    const response = await create(token, { template_id: 'staff-onboarding', payload: { ...basic, language: 'jp' }, fields });
    const bot = (await response.json()) as ChatbotDetailDTO;
    expect(bot.scenario).toBe('staffTraining');
    const page = await get<QaGroupPageDTO>(token, `/qa/${bot.chatbot_id}/groups?page_size=50`);
    expect(page.groups.flatMap((group) => group.answers).join('')).toContain('スターブリッジ株式会社へようこそ');
  });

  it('names each bad field and creates nothing', async () => {
    const token = await signedInToken(backend.url);
    const fields = { ...(await examplesOf(token, 'staff-onboarding')), hr_email: 'not-mail', hr_email_confirm: 'other@example.com', payday: '32', probation_months: '', extra: 'x' };
    const response = await create(token, { template_id: 'staff-onboarding', payload: basic, fields });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'fields.hr_email', message: 'templates.rules.email' },
        { field: 'fields.hr_email_confirm', message: 'templates.rules.match' },
        { field: 'fields.payday', message: 'templates.rules.range' },
        { field: 'fields.probation_months', message: 'templates.rules.required' },
        { field: 'fields.extra', message: 'validation.invalidValue' },
      ]),
    );
    expect(body.error.fields).toHaveLength(5);
    expect(await bots(token)).toEqual([]);
  });

  it('refuses an unknown template and a bad payload', async () => {
    const token = await signedInToken(backend.url);
    const unknown = await create(token, { template_id: 'nope', payload: basic, fields: {} });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).error.fields).toEqual([{ field: 'template_id', message: 'templates.unknownTemplate' }]);
    const badPayload = await create(token, { template_id: 'shop-info', payload: { ...basic, robot_name: ' ' }, fields: {} });
    expect(badPayload.status).toBe(400);
    expect(((await badPayload.json()) as ErrorBody).error.fields).toEqual([{ field: 'payload.robot_name', message: 'validation.required' }]);
    const notJson = await fetch(`${backend.url}/chatbot/v2/create-from-template`, { method: 'POST', headers: { ...auth(token), 'Content-Type': 'application/json' }, body: '{"template_id":' });
    expect(notJson.status).toBe(400);
    expect(await bots(token)).toEqual([]);
  });

  it("keeps the plan's bot limit", async () => {
    const token = await signedInToken(backend.url);
    for (let i = 0; i < 3; i += 1) await newChatbot(backend.url, token);
    const response = await create(token, { template_id: 'shop-info', payload: basic, fields: await examplesOf(token, 'shop-info') });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error.code).toBe('BOT_LIMIT_REACHED');
    expect(await bots(token)).toHaveLength(3);
  });

  describe("the plan's Q&A-group limit", () => {
    afterEach(() => backend.db.updateTable('plans').set({ qa_group_limit: 2000 }).where('code', '=', 'free').execute());

    it('refuses a template whose groups would pass it, and rolls the bot back', async () => {
      const token = await signedInToken(backend.url);
      await backend.db.updateTable('plans').set({ qa_group_limit: 5 }).where('code', '=', 'free').execute();
      const response = await create(token, { template_id: 'shop-info', payload: basic, fields: await examplesOf(token, 'shop-info') });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error.code).toBe('QA_GROUP_LIMIT_REACHED');
      expect(await bots(token)).toEqual([]);
    });
  });

  it('answers 409 for a name the account already uses, creating nothing more', async () => {
    const token = await signedInToken(backend.url);
    await newChatbot(backend.url, token, { robot_name: 'Taken' });
    const response = await create(token, { template_id: 'shop-info', payload: { ...basic, robot_name: 'Taken' }, fields: await examplesOf(token, 'shop-info') });
    expect(response.status).toBe(409);
    expect(await bots(token)).toHaveLength(1);
  });

  it('needs a signed-in account', async () => {
    const response = await fetch(`${backend.url}/chatbot/v2/create-from-template`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
  });
});
