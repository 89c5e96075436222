// /chatbot/{id}/* over real HTTP once a bot exists: modify-detail (edits from a stale form, names taken), its tools,
// and deletion (confirmed by password or, without one, by the bot's name; wrong passwords rate-limited).
import type { ChatbotDetailDTO, ChatbotToolsDTO, ErrorBody } from '../../schema/rest';
import { scenarioDefaultTools } from '../../schema/rules/constants';
import { chatbotPayload, newChatbot } from '../../tests/support/factories';
import { auth, chatbotsKit, errorCode, jsonAuth } from './chatbots-kit';

const { backend, signedInAccount, modifyDetail, storedFileIds } = chatbotsKit();

describe('PUT /chatbot/{id}/modify-detail', () => {
  it('changes the basic settings and keeps the rest', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend().url, token, { robot_name: 'Before' });
    const changes = { robot_name: 'After', greeting_msg: 'Hi again', failed_msg: 'No idea', postback_msg: 'Maybe:', description: 'Changed', language: 'en', package: 'free' };
    const response = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(changes) });
    expect(response.status).toBe(200);
    const modified = (await response.json()) as ChatbotDetailDTO;
    expect(modified).toMatchObject({ ...changes, chatbot_id: bot.chatbot_id, scenario: bot.scenario, tools: bot.tools, created_at: bot.created_at });
  });

  it('refuses settings saved from a form read before another change, and keeps that change', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend().url, token, { robot_name: 'Desk' });
    const put = (body: object) => fetch(`${backend().url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(body) });
    const tabA = await put({ ...chatbotPayload({ robot_name: 'Desk', greeting_msg: 'Hello from A' }), expected_updated_at: bot.updated_at });
    expect(tabA.status).toBe(200);
    const afterA = (await tabA.json()) as ChatbotDetailDTO;
    const tabB = await put({ ...chatbotPayload({ robot_name: 'Desk', failed_msg: 'No idea (B)' }), expected_updated_at: bot.updated_at });
    expect(tabB.status).toBe(409);
    expect(await errorCode(tabB)).toBe('EDIT_CONFLICT');
    const read = (await (await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(token) })).json()) as ChatbotDetailDTO;
    expect(read).toMatchObject({ greeting_msg: 'Hello from A', updated_at: afterA.updated_at });
    expect((await put({ ...chatbotPayload({ robot_name: 'Desk', failed_msg: 'No idea (B)' }), expected_updated_at: afterA.updated_at })).status).toBe(200);
  });

  it("refuses the name of the account's other bot with 409 but accepts the bot's own name", async () => {
    const { token } = await signedInAccount();
    await newChatbot(backend().url, token, { robot_name: 'Taken' });
    const bot = await newChatbot(backend().url, token, { robot_name: 'Mine' });
    const body = (robotName: string) => JSON.stringify({ ...chatbotPayload({ robot_name: robotName }) });
    const taken = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: body('Taken') });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('DUPLICATE_BOT_NAME');
    const own = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: body('Mine') });
    expect(own.status).toBe(200);
  });

  it("refuses a rename to a name that reads as the account's other bot's, but accepts the bot's own name written wider", async () => {
    const { token } = await signedInAccount();
    await newChatbot(backend().url, token, { robot_name: '台北客服' });
    const bot = await newChatbot(backend().url, token, { robot_name: 'Mine' });
    const rename = (robotName: string) => modifyDetail(token, bot.chatbot_id, { robot_name: robotName });
    const taken = await rename('台北　客服');
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('DUPLICATE_BOT_NAME');
    expect((await rename('ＭＩＮＥ')).status).toBe(200);
  });
});

describe('/chatbot/{id}/tools/', () => {
  it('returns the tools set at creation and stores a replacement', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend().url, token, { scenario: 'salesAssistant', tools: scenarioDefaultTools('salesAssistant') });
    const initial = (await (await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/tools/`, { headers: auth(token) })).json()) as ChatbotToolsDTO;
    expect(initial).toEqual({ tools: scenarioDefaultTools('salesAssistant') });

    const tools = { ...scenarioDefaultTools('customerSupport'), route_tool: true, owm_forecast_tool: true };
    const put = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/tools/`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ tools }) });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ tools });
    const again = (await (await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/tools/`, { headers: auth(token) })).json()) as ChatbotToolsDTO;
    expect(again).toEqual({ tools });
  });

  it('refuses tools with a missing module', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend().url, token);
    const { route_tool: _dropped, ...incomplete } = scenarioDefaultTools('customerSupport');
    const put = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/tools/`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ tools: incomplete }) });
    expect(put.status).toBe(400);
    expect(((await put.json()) as ErrorBody).error.fields).toEqual([{ field: 'tools.route_tool', message: expect.any(String) }]);
  });
});

describe('DELETE /chatbot/{id}/delete-chatbot', () => {
  it('keeps the bot when the password is wrong (403) and removes it with its files when right', async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend().url, account.token, {}, [{ name: 'doc.txt', content: 'content' }]);
    const remove = (password: string) =>
      fetch(`${backend().url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ password }) });

    const wrong = await remove('not-my-password');
    expect(wrong.status).toBe(403);
    expect(await errorCode(wrong)).toBe('INVALID_PASSWORD');
    expect((await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);
    const [file] = bot.files;
    expect(await storedFileIds()).toContain(file.file_id);

    const right = await remove(account.password);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ status: 'success' });
    expect((await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(404);
    expect(await storedFileIds()).not.toContain(file.file_id);
    const files = await backend().db.selectFrom('knowledge_files').select('file_id').where('chatbot_id', '=', bot.chatbot_id).execute();
    expect(files).toEqual([]);
  });

  it('answers 429 RATE_LIMITED with Retry-After after ten wrong passwords of the account, even to the right one', async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend().url, account.token);
    const remove = (password: string) =>
      fetch(`${backend().url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ password }) });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await remove(`wrong-password-${attempt}`)).status).toBe(403);
    }
    const limited = await remove(account.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(limited)).toBe('RATE_LIMITED');
    expect((await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);
  });

  it("answers 404 on the deleted bot's public API at once, though a reply had just read it", async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend().url, account.token);
    await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/integrations/api`, { method: 'PUT', headers: jsonAuth(account.token), body: JSON.stringify({ active: true }) });
    const say = () => fetch(`${backend().url}/webhook/api/v2/${bot.vendor_id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'u1', type: 'message', message: { text: 'hello' } }) });
    // Known (an untrained bot answers 409), and now in this replica's cache of public bots.
    expect((await say()).status).toBe(409);
    const removed = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ password: account.password }) });
    expect(removed.status).toBe(200);
    expect((await say()).status).toBe(404);
  });

  it('asks an account of password sign-in for its password, not a name', async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend().url, account.token, { robot_name: 'Kept bot' });
    const byName = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ confirm_name: 'Kept bot' }) });
    expect(byName.status).toBe(400);
    expect(((await byName.json()) as ErrorBody).error.fields).toEqual([{ field: 'password', message: 'validation.required' }]);
    expect((await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);
    const profile = (await (await fetch(`${backend().url}/member/profile`, { headers: auth(account.token) })).json()) as { sign_in_provider: unknown };
    expect(profile.sign_in_provider).toBeNull();
  });

  it("lets an account of Google or LINE sign-in, which knows no password, confirm with the bot's name", async () => {
    const account = await signedInAccount();
    await backend().db.updateTable('accounts').set({ provider: 'line' }).where('email', '=', account.email).execute();
    const profile = (await (await fetch(`${backend().url}/member/profile`, { headers: auth(account.token) })).json()) as { sign_in_provider: unknown };
    expect(profile.sign_in_provider).toBe('line');
    const bot = await newChatbot(backend().url, account.token, { robot_name: 'Shop helper' });
    const remove = (body: unknown) => fetch(`${backend().url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify(body) });
    const fieldsOf = async (response: Response) => ((await response.json()) as ErrorBody).error.fields;

    const withPassword = await remove({ password: account.password });
    expect(withPassword.status).toBe(400);
    expect(await fieldsOf(withPassword)).toEqual([{ field: 'confirm_name', message: 'validation.required' }]);
    const wrongName = await remove({ confirm_name: 'Shop' });
    expect(wrongName.status).toBe(400);
    expect(await fieldsOf(wrongName)).toEqual([{ field: 'confirm_name', message: 'validation.botNameMismatch' }]);
    expect((await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);

    const right = await remove({ confirm_name: '  Shop helper ' });
    expect(right.status).toBe(200);
    expect((await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(404);
  });

  it('does not count deletions confirmed with the right password', async () => {
    const account = await signedInAccount();
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const bot = await newChatbot(backend().url, account.token, { robot_name: `Bot ${attempt}` });
      const response = await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/delete-chatbot`, {
        method: 'DELETE',
        headers: jsonAuth(account.token),
        body: JSON.stringify({ password: account.password }),
      });
      expect(response.status).toBe(200);
    }
  });
});
