// The owner's web plugin routes over real HTTP: settings (defaults, save, validation), ownership, icon uploads
// told by their bytes, the size limit, SVG sanitising, serving and removing icons, and cleanup with the bot.
import type { ErrorBody, WebPluginSettingsDTO } from '../../schema/rest';
import { WEB_ICON_MAX_BYTES, WEB_ICON_MAX_PIXELS, WEB_PLUGIN_DEFAULTS } from '../../schema/rules/constants';
import { MSG } from '../../schema/rules/messages';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { filledPng, tinyPng, TINY_GIF, TINY_JPEG } from './icon-fixtures';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

interface Owner {
  token: string;
  password: string;
}

async function newOwner(): Promise<Owner> {
  const account = await newAccount(backend.url);
  return { token: await loginToken(backend.url, account.email, account.password), password: account.password };
}

async function ownerWithBot() {
  const owner = await newOwner();
  const bot = await newChatbot(backend.url, owner.token);
  return { ...owner, botId: bot.chatbot_id, vendorId: bot.vendor_id };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const jsonAuth = (token: string) => ({ ...auth(token), 'Content-Type': 'application/json' });

const validSettings = {
  header_bg_color: '#112233',
  header_text_color: '#ffeedd',
  chat_label: 'Ask us',
  ticker_messages: ['Open 9 to 5', 'Free shipping'],
  trusted_domains: ['shop.example.com'],
};

async function readSettings(token: string, botId: string): Promise<{ status: number; body: WebPluginSettingsDTO }> {
  const response = await fetch(`${backend.url}/web-plugin/${botId}/settings`, { headers: auth(token) });
  return { status: response.status, body: (await response.json()) as WebPluginSettingsDTO };
}

async function saveSettings(token: string, botId: string, settings: unknown): Promise<{ status: number; body: WebPluginSettingsDTO & ErrorBody }> {
  const response = await fetch(`${backend.url}/web-plugin/${botId}/settings`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(settings) });
  return { status: response.status, body: (await response.json()) as WebPluginSettingsDTO & ErrorBody };
}

async function uploadIcon(token: string, botId: string, kind: string, bytes: Uint8Array, fileName: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${backend.url}/web-plugin/${botId}/icons/${kind}`, { method: 'PUT', headers: auth(token), body: form });
  return { status: response.status, body: (await response.json()) as WebPluginSettingsDTO & ErrorBody };
}

async function served(path: string) {
  const response = await fetch(`${backend.url}${path}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /web-plugin/{botId}/settings', () => {
  it('answers the defaults, no icons and the channel off until the owner changes anything', async () => {
    const { token, botId, vendorId } = await ownerWithBot();
    const { status, body } = await readSettings(token, botId);
    expect(status).toBe(200);
    expect(body).toEqual({
      chatbot_id: botId,
      vendor_id: vendorId,
      active: false,
      ...WEB_PLUGIN_DEFAULTS,
      robot_icon_url: null,
      chat_icon_url: null,
      updated_at: null,
    });
  });

  it("reports the bot's web channel switch as active", async () => {
    const { token, botId } = await ownerWithBot();
    const toggled = await fetch(`${backend.url}/chatbot/${botId}/integrations/web`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ active: true }) });
    expect(toggled.status).toBe(200);
    expect((await readSettings(token, botId)).body.active).toBe(true);
  });
});

describe('PUT /web-plugin/{botId}/settings', () => {
  it('saves the settings and answers them as stored', async () => {
    const { token, botId } = await ownerWithBot();
    const saved = await saveSettings(token, botId, validSettings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(validSettings);
    expect(Date.parse(saved.body.updated_at ?? '')).not.toBeNaN();
    expect((await readSettings(token, botId)).body).toEqual(saved.body);
  });

  it('stores a pasted URL as its host, lower case, and colours in lower case', async () => {
    const { token, botId } = await ownerWithBot();
    const saved = await saveSettings(token, botId, { ...validSettings, header_bg_color: '#AABBCC', trusted_domains: ['https://Shop.Example.com/faq?x=1', '*.Example.org', 'localhost:5173'] });
    expect(saved.status).toBe(200);
    expect(saved.body.header_bg_color).toBe('#aabbcc');
    expect(saved.body.trusted_domains).toEqual(['shop.example.com', '*.example.org', 'localhost:5173']);
  });

  it('refuses an empty news ticker message with its index and validation.tickerRequired, changing nothing', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await saveSettings(token, botId, { ...validSettings, ticker_messages: ['Open 9 to 5', '   '] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(refused.body.error.fields).toEqual([{ field: 'ticker_messages.1', message: 'validation.tickerRequired' }]);
    expect((await readSettings(token, botId)).body.updated_at).toBeNull();
  });

  it('refuses a colour that is not #rrggbb with validation.color', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await saveSettings(token, botId, { ...validSettings, header_text_color: 'red' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'header_text_color', message: 'validation.color' }]);
  });

  it('refuses an entry that is not a domain with validation.trustedDomain', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await saveSettings(token, botId, { ...validSettings, trusted_domains: ['shop.example.com', 'not a domain'] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'trusted_domains.1', message: 'validation.trustedDomain' }]);
  });

  it('refuses the same domain twice, also when typed differently', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await saveSettings(token, botId, { ...validSettings, trusted_domains: ['example.com', 'https://EXAMPLE.com/'] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'trusted_domains', message: 'validation.duplicate' }]);
  });
});

describe('ownership', () => {
  it("answers 404 BOT_NOT_FOUND for another account's bot on every route, changing nothing", async () => {
    const owner = await ownerWithBot();
    const stranger = await newOwner();
    const attempts: [string, RequestInit][] = [
      [`/web-plugin/${owner.botId}/settings`, { headers: auth(stranger.token) }],
      [`/web-plugin/${owner.botId}/settings`, { method: 'PUT', headers: jsonAuth(stranger.token), body: JSON.stringify(validSettings) }],
      [`/web-plugin/${owner.botId}/icons/robot`, { method: 'DELETE', headers: auth(stranger.token) }],
    ];
    for (const [path, init] of attempts) {
      const response = await fetch(`${backend.url}${path}`, init);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe('BOT_NOT_FOUND');
    }
    const upload = await uploadIcon(stranger.token, owner.botId, 'robot', tinyPng(), 'icon.png');
    expect([upload.status, upload.body.error.code]).toEqual([404, 'BOT_NOT_FOUND']);
    const untouched = (await readSettings(owner.token, owner.botId)).body;
    expect([untouched.updated_at, untouched.robot_icon_url]).toEqual([null, null]);
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const { botId } = await ownerWithBot();
    const response = await fetch(`${backend.url}/web-plugin/${botId}/settings`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe('UNAUTHENTICATED');
    const upload = await fetch(`${backend.url}/web-plugin/${botId}/icons/chat`, { method: 'PUT', body: new FormData() });
    expect(upload.status).toBe(401);
  });
});

describe('PUT /web-plugin/{botId}/icons/{kind}', () => {
  it.each([
    ['PNG', tinyPng(), 'image/png'],
    ['GIF', TINY_GIF, 'image/gif'],
    ['JPEG', TINY_JPEG, 'image/jpeg'],
  ])('stores a %s told by its bytes, whatever its name, and serves it with caching and nosniff', async (_type, bytes, contentType) => {
    const { token, botId, vendorId } = await ownerWithBot();
    const stored = await uploadIcon(token, botId, 'robot', bytes, 'upload.bin');
    expect(stored.status).toBe(200);
    expect(stored.body.robot_icon_url).toMatch(new RegExp(`^/webhook/web/${vendorId}/icons/robot\\?v=[\\w-]+$`));
    expect(stored.body.chat_icon_url).toBeNull();

    const icon = await served(stored.body.robot_icon_url!);
    expect(icon.status).toBe(200);
    expect(icon.bytes.equals(bytes)).toBe(true);
    expect(icon.headers.get('content-type')).toBe(contentType);
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(icon.headers.get('content-security-policy')).toBeNull();
  });

  it('gives a new ?v= when the icon changes, and keeps the two kinds apart', async () => {
    const { token, botId } = await ownerWithBot();
    const first = await uploadIcon(token, botId, 'chat', tinyPng([0, 0, 0, 255]), 'a.png');
    const second = await uploadIcon(token, botId, 'chat', tinyPng([255, 255, 255, 255]), 'a.png');
    expect(second.body.chat_icon_url).not.toBe(first.body.chat_icon_url);
    expect(second.body.robot_icon_url).toBeNull();
    expect((await served(second.body.chat_icon_url!)).bytes.equals(tinyPng([255, 255, 255, 255]))).toBe(true);
  });

  it('accepts exactly 500 KB and refuses 501 KB with 413 FILE_TOO_LARGE, keeping the icon it had', async () => {
    const { token, botId } = await ownerWithBot();
    const padded = (size: number) => Buffer.concat([tinyPng(), Buffer.alloc(size - tinyPng().length)]);
    const atLimit = await uploadIcon(token, botId, 'robot', padded(WEB_ICON_MAX_BYTES), 'big.png');
    expect(atLimit.status).toBe(200);

    const tooBig = await uploadIcon(token, botId, 'robot', padded(501 * 1024), 'bigger.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('FILE_TOO_LARGE');
    const after = (await readSettings(token, botId)).body;
    expect(after.robot_icon_url).toBe(atLimit.body.robot_icon_url);
    expect((await served(after.robot_icon_url!)).bytes.length).toBe(WEB_ICON_MAX_BYTES);
  });

  it('accepts 2048 pixels a side and refuses more with 400 VALIDATION_FAILED validation.iconPixels, keeping the icon it had', async () => {
    const { token, botId } = await ownerWithBot();
    const atLimit = await uploadIcon(token, botId, 'robot', filledPng(WEB_ICON_MAX_PIXELS, WEB_ICON_MAX_PIXELS), 'square.png');
    expect(atLimit.status).toBe(200);
    // A few kilobytes that every visitor's browser would decode into 33 MB, as a 40-pixel icon.
    const tooWide = await uploadIcon(token, botId, 'robot', filledPng(WEB_ICON_MAX_PIXELS + 1, 2), 'banner.png');
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The image is 2049 × 2 pixels; icons can be at most 2048 × 2048 pixels. (banner.png)',
      fields: [{ field: 'file', message: MSG.iconPixels }],
    });
    expect((await readSettings(token, botId)).body.robot_icon_url).toBe(atLimit.body.robot_icon_url);
  });

  it('refuses a PNG whose header cannot be read with 415, storing nothing', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await uploadIcon(token, botId, 'chat', tinyPng().subarray(0, 12), 'cut.png');
    expect(refused.status).toBe(415);
    expect((await readSettings(token, botId)).body.chat_icon_url).toBeNull();
  });

  it('refuses HTML named .png and declared image/png with 415 UNSUPPORTED_FILE_TYPE, storing nothing', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await uploadIcon(token, botId, 'robot', Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'icon.png', 'image/png');
    expect(refused.status).toBe(415);
    expect(refused.body.error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await readSettings(token, botId)).body.robot_icon_url).toBeNull();
  });

  it('stores an SVG sanitised and serves it with the sandboxing Content-Security-Policy', async () => {
    const { token, botId } = await ownerWithBot();
    const attack =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10">' +
      '<script>alert(2)</script><foreignObject><iframe src="https://evil.example"></iframe></foreignObject>' +
      '<a xlink:href="javascript:alert(3)"><rect width="1" height="1"/></a><circle cx="5" cy="5" r="4" fill="#5046e5"/></svg>';
    const stored = await uploadIcon(token, botId, 'robot', Buffer.from(attack), 'logo.svg', 'image/svg+xml');
    expect(stored.status).toBe(200);

    const icon = await served(stored.body.robot_icon_url!);
    const text = icon.bytes.toString('utf8');
    expect(text).not.toMatch(/script|onload|foreignObject|iframe|javascript|alert/);
    expect(text).toContain('<circle cx="5" cy="5" r="4" fill="#5046e5"/>');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('refuses an SVG it cannot read with 415', async () => {
    const { token, botId } = await ownerWithBot();
    const refused = await uploadIcon(token, botId, 'chat', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"'), 'broken.svg');
    expect([refused.status, refused.body.error.code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
  });

  it('answers 400 without a file or for an unknown icon kind', async () => {
    const { token, botId } = await ownerWithBot();
    const noFile = await fetch(`${backend.url}/web-plugin/${botId}/icons/robot`, { method: 'PUT', headers: auth(token), body: new FormData() });
    expect(noFile.status).toBe(400);
    const badKind = await uploadIcon(token, botId, 'banner', tinyPng(), 'a.png');
    expect(badKind.status).toBe(400);
  });
});

describe('DELETE /web-plugin/{botId}/icons/{kind}', () => {
  it('goes back to the built-in icon: no URL, and the old one answers 404', async () => {
    const { token, botId } = await ownerWithBot();
    const stored = await uploadIcon(token, botId, 'robot', TINY_GIF, 'a.gif');
    const response = await fetch(`${backend.url}/web-plugin/${botId}/icons/robot`, { method: 'DELETE', headers: auth(token) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as WebPluginSettingsDTO).robot_icon_url).toBeNull();
    expect((await served(stored.body.robot_icon_url!)).status).toBe(404);
  });
});

describe('deleting the bot', () => {
  it('deletes its web plugin settings and icons with it', async () => {
    const { token, password, botId } = await ownerWithBot();
    await saveSettings(token, botId, validSettings);
    await uploadIcon(token, botId, 'robot', tinyPng(), 'a.png');
    const deleted = await fetch(`${backend.url}/chatbot/${botId}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(token), body: JSON.stringify({ password }) });
    expect(deleted.status).toBe(200);
    expect(await backend.db.selectFrom('web_plugin_settings').select('chatbot_id').where('chatbot_id', '=', botId).execute()).toEqual([]);
    expect(await backend.db.selectFrom('web_plugin_icons').select('chatbot_id').where('chatbot_id', '=', botId).execute()).toEqual([]);
  });
});
