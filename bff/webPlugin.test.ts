// The web plugin settings page's calls through the BFF: defaults, saving and reading back, the shared
// validation with field paths, icon upload and removal, and ownership, on a real backend.
import { WEB_ICON_MAX_BYTES, WEB_PLUGIN_DEFAULTS } from '../schema/rules/constants';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { startBffStack, type BffStack } from './test-support/stack';

const SETTINGS_FIELDS = `botId vendorId active headerBgColor headerTextColor chatLabel tickerMessages trustedDomains robotIconUrl chatIconUrl scriptPath`;
const WEB_PLUGIN_SETTINGS = `query Test_WebPluginSettings($botId: ID!) { webPluginSettings(botId: $botId) { ${SETTINGS_FIELDS} } }`;
const UPDATE_WEB_PLUGIN_SETTINGS = `mutation Test_UpdateWebPluginSettings($input: UpdateWebPluginSettingsInput!) {
  updateWebPluginSettings(input: $input) { settings { ${SETTINGS_FIELDS} } } }`;
const UPLOAD_WEB_PLUGIN_ICON = `mutation Test_UploadWebPluginIcon($input: UploadWebPluginIconInput!) {
  uploadWebPluginIcon(input: $input) { settings { ${SETTINGS_FIELDS} } } }`;
const REMOVE_WEB_PLUGIN_ICON = `mutation Test_RemoveWebPluginIcon($input: RemoveWebPluginIconInput!) {
  removeWebPluginIcon(input: $input) { settings { ${SETTINGS_FIELDS} } } }`;

/** A 1×1 transparent PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface SettingsData {
  botId: string;
  vendorId: string;
  active: boolean;
  headerBgColor: string;
  headerTextColor: string;
  chatLabel: string;
  tickerMessages: string[];
  trustedDomains: string[];
  robotIconUrl: string | null;
  chatIconUrl: string | null;
  scriptPath: string;
}

let stack: BffStack;
let owner: { authorization: string; botId: string; vendorId: string };

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  const account = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, account.email, account.password);
  const bot = await newChatbot(stack.backend.url, token);
  owner = { authorization: `Bearer ${token}`, botId: bot.chatbot_id, vendorId: bot.vendor_id };
});
afterAll(async () => {
  await stack?.close();
});

const asOwner = () => ({ authorization: owner.authorization });

function readSettings(botId = owner.botId) {
  return graphql<{ webPluginSettings: SettingsData }>(stack.bff.url, WEB_PLUGIN_SETTINGS, { botId }, asOwner());
}

function save(changes: Partial<Record<keyof SettingsData, unknown>>) {
  const input = { botId: owner.botId, headerBgColor: '#5046e5', headerTextColor: '#ffffff', chatLabel: '', tickerMessages: [], trustedDomains: [], ...changes };
  return graphql<{ updateWebPluginSettings: { settings: SettingsData } }>(stack.bff.url, UPDATE_WEB_PLUGIN_SETTINGS, { input }, asOwner());
}

function upload(kind: 'robot' | 'chat', file: { fileName: string; contentType: string; base64: string }, botId = owner.botId) {
  return graphql<{ uploadWebPluginIcon: { settings: SettingsData } }>(stack.bff.url, UPLOAD_WEB_PLUGIN_ICON, { input: { botId, kind, file } }, asOwner());
}

async function someoneElsesBot(): Promise<string> {
  const stranger = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, stranger.email, stranger.password);
  return (await newChatbot(stack.backend.url, token)).chatbot_id;
}

describe('webPluginSettings', () => {
  it('gives the defaults, the vendor id and the script path before anything is saved', async () => {
    const answer = await readSettings();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.webPluginSettings).toEqual({
      botId: owner.botId,
      vendorId: owner.vendorId,
      active: false,
      headerBgColor: WEB_PLUGIN_DEFAULTS.header_bg_color,
      headerTextColor: WEB_PLUGIN_DEFAULTS.header_text_color,
      chatLabel: '',
      tickerMessages: [],
      trustedDomains: [],
      robotIconUrl: null,
      chatIconUrl: null,
      scriptPath: '/widget.js',
    });
  });

  it('answers BOT_NOT_FOUND for another account’s bot', async () => {
    expect(errorCodes(await readSettings(await someoneElsesBot()))).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('updateWebPluginSettings', () => {
  it('saves colours, label, ticker and normalised trusted domains, and reads them back', async () => {
    const saved = await save({
      headerBgColor: '#112233',
      headerTextColor: '#FFEEDD',
      chatLabel: 'Ask us',
      tickerMessages: ['Open 08:00 to 20:00', 'New: online booking'],
      trustedDomains: ['https://Shop.Example.com/faq', '*.example.org:8443'],
    });
    expect(saved.errors).toBeUndefined();
    const expected = {
      headerBgColor: '#112233',
      headerTextColor: '#ffeedd',
      chatLabel: 'Ask us',
      tickerMessages: ['Open 08:00 to 20:00', 'New: online booking'],
      trustedDomains: ['shop.example.com', '*.example.org:8443'],
    };
    expect(saved.data?.updateWebPluginSettings.settings).toMatchObject(expected);
    expect((await readSettings()).data?.webPluginSettings).toMatchObject(expected);
  });

  it('answers VALIDATION_FAILED with every broken field named as in the input, and saves nothing', async () => {
    const answer = await save({ headerBgColor: 'blue', tickerMessages: ['Hello', '  '], trustedDomains: ['not a domain'] });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'headerBgColor', message: 'validation.color' },
        { field: 'tickerMessages.1', message: 'validation.tickerRequired' },
        { field: 'trustedDomains.0', message: 'validation.trustedDomain' },
      ]),
    );
    expect(answer.errors?.[0].extensions?.fields).toHaveLength(3);
    expect((await readSettings()).data?.webPluginSettings.tickerMessages).toEqual([]);
  });

  it('answers BOT_NOT_FOUND for another account’s bot', async () => {
    const answer = await graphql(
      stack.bff.url,
      UPDATE_WEB_PLUGIN_SETTINGS,
      { input: { botId: await someoneElsesBot(), headerBgColor: '#000000', headerTextColor: '#ffffff', chatLabel: '', tickerMessages: [], trustedDomains: [] } },
      asOwner(),
    );
    expect(errorCodes(answer)).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('uploadWebPluginIcon and removeWebPluginIcon', () => {
  it('stores a PNG robot icon that the console’s origin serves, then goes back to the built-in one', async () => {
    const uploaded = await upload('robot', { fileName: 'robot.png', contentType: 'image/png', base64: PNG_BASE64 });
    expect(uploaded.errors).toBeUndefined();
    const settings = uploaded.data!.uploadWebPluginIcon.settings;
    expect(settings.robotIconUrl).toMatch(new RegExp(`^/webhook/web/${owner.vendorId}/icons/robot`));
    expect(settings.chatIconUrl).toBeNull();

    const icon = await fetch(`${stack.bff.url}${settings.robotIconUrl}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(Buffer.from(PNG_BASE64, 'base64'));

    const removed = await graphql<{ removeWebPluginIcon: { settings: SettingsData } }>(
      stack.bff.url,
      REMOVE_WEB_PLUGIN_ICON,
      { input: { botId: owner.botId, kind: 'robot' } },
      asOwner(),
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeWebPluginIcon.settings.robotIconUrl).toBeNull();
    expect((await readSettings()).data?.webPluginSettings.robotIconUrl).toBeNull();
  });

  it('answers FILE_TOO_LARGE for a file over 500 KB', async () => {
    const big = Buffer.alloc(WEB_ICON_MAX_BYTES + 1024, 0);
    Buffer.from(PNG_BASE64, 'base64').copy(big);
    const answer = await upload('chat', { fileName: 'chat.png', contentType: 'image/png', base64: big.toString('base64') });
    expect(errorCodes(answer)).toEqual(['FILE_TOO_LARGE']);
    expect((await readSettings()).data?.webPluginSettings.chatIconUrl).toBeNull();
  });

  it('answers UNSUPPORTED_FILE_TYPE for bytes that are no image, whatever the name says', async () => {
    const answer = await upload('chat', { fileName: 'chat.png', contentType: 'image/png', base64: Buffer.from('just some text').toString('base64') });
    expect(errorCodes(answer)).toEqual(['UNSUPPORTED_FILE_TYPE']);
  });

  it('refuses a file that is not base64 before the backend sees it', async () => {
    const answer = await upload('chat', { fileName: 'chat.png', contentType: 'image/png', base64: 'not base64!' });
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'file.base64', message: 'validation.base64' }]);
  });

  it('answers BOT_NOT_FOUND for another account’s bot', async () => {
    const answer = await upload('robot', { fileName: 'robot.png', contentType: 'image/png', base64: PNG_BASE64 }, await someoneElsesBot());
    expect(errorCodes(answer)).toEqual(['BOT_NOT_FOUND']);
  });
});
