// /chatbot/{id}/integrations over real HTTP: the five channels of a new bot, plan availability, switching,
// ownership, and the vendor id each bot gets.
import type { ErrorBody, IntegrationDTO, IntegrationListDTO } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newChatbot, signedInToken } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const list = (token: string, chatbotId: string) => fetch(`${backend.url}/chatbot/${chatbotId}/integrations`, { headers: auth(token) });
const toggle = (token: string, chatbotId: string, platform: string, active: unknown) =>
  fetch(`${backend.url}/chatbot/${chatbotId}/integrations/${platform}`, {
    method: 'PUT',
    headers: { ...auth(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ active }),
  });

describe('GET /chatbot/{id}/integrations', () => {
  it('lists the five channels of a new bot, all off, available as the free plan allows', async () => {
    const token = await signedInToken(backend.url);
    const bot = await newChatbot(backend.url, token);
    const response = await list(token, bot.chatbot_id);
    expect(response.status).toBe(200);
    expect((await response.json()) as IntegrationListDTO).toEqual({
      vendor_id: bot.vendor_id,
      public_url: 'http://localhost:4000',
      integrations: [
        { platform: 'api', active: false, available: true },
        { platform: 'web', active: false, available: true },
        { platform: 'line', active: false, available: false },
        { platform: 'fb', active: false, available: false },
        { platform: 'other', active: false, available: false },
      ],
    });
  });

  it('gives every bot its own vendor id of at least 24 characters', async () => {
    const token = await signedInToken(backend.url);
    const bots = [await newChatbot(backend.url, token), await newChatbot(backend.url, token)];
    const ids = bots.map((bot) => bot.vendor_id);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => id.length >= 24 && /^[A-Za-z0-9_-]+$/.test(id))).toBe(true);
    expect(ids).not.toContain(bots[0].chatbot_id);
  });
});

describe('PUT /chatbot/{id}/integrations/{platform}', () => {
  it('turns a channel on and off, and the list shows it', async () => {
    const token = await signedInToken(backend.url);
    const bot = await newChatbot(backend.url, token);
    const on = await toggle(token, bot.chatbot_id, 'web', true);
    expect(on.status).toBe(200);
    expect((await on.json()) as IntegrationDTO).toEqual({ platform: 'web', active: true, available: true });
    const listed = (await (await list(token, bot.chatbot_id)).json()) as IntegrationListDTO;
    expect(listed.integrations.find((integration) => integration.platform === 'web')?.active).toBe(true);

    expect((await (await toggle(token, bot.chatbot_id, 'web', false)).json()) as IntegrationDTO).toEqual({ platform: 'web', active: false, available: true });
  });

  it("refuses to turn on a channel the plan lacks with 403 PLAN_UNAVAILABLE, but lets it be turned off", async () => {
    const token = await signedInToken(backend.url);
    const bot = await newChatbot(backend.url, token);
    const refused = await toggle(token, bot.chatbot_id, 'line', true);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('PLAN_UNAVAILABLE');
    const off = await toggle(token, bot.chatbot_id, 'line', false);
    expect((await off.json()) as IntegrationDTO).toEqual({ platform: 'line', active: false, available: false });
  });

  it('validates the platform and the body', async () => {
    const token = await signedInToken(backend.url);
    const bot = await newChatbot(backend.url, token);
    const platform = await toggle(token, bot.chatbot_id, 'telegram', true);
    expect(platform.status).toBe(400);
    expect(((await platform.json()) as ErrorBody).error.fields?.[0]?.field).toBe('platform');
    expect((await toggle(token, bot.chatbot_id, 'api', 'yes')).status).toBe(400);
  });
});

describe("another account's bot", () => {
  it('answers 404 BOT_NOT_FOUND and changes nothing', async () => {
    const owner = await signedInToken(backend.url);
    const bot = await newChatbot(backend.url, owner);
    const stranger = await signedInToken(backend.url);
    for (const response of [await list(stranger, bot.chatbot_id), await toggle(stranger, bot.chatbot_id, 'api', true)]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe('BOT_NOT_FOUND');
    }
    const listed = (await (await list(owner, bot.chatbot_id)).json()) as IntegrationListDTO;
    expect(listed.integrations.every((integration) => !integration.active)).toBe(true);
  });

  it('requires a session', async () => {
    const token = await signedInToken(backend.url);
    const bot = await newChatbot(backend.url, token);
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/integrations`)).status).toBe(401);
  });
});
