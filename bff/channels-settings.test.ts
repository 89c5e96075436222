// The LINE, Facebook and third-party tabs' calls through the BFF: settings read back with secrets as hints only, a
// secret left out kept, the shared validation with field paths, LINE's set-webhook and test answers, and ownership.
import { getNamedType, isObjectType } from 'graphql';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { startFakeLine, type FakeLine } from '../tests/support/fake-line';
import { newOwnerWithBot, startBffStack, type BffStack } from './test-support/stack';
import { buildSchema } from './schema';

const HINT = `set lastFour`;
const DELIVERY = `deliveryError { message detail at }`;
const LINE_FIELDS = `botId webhookUrl channelSecret { ${HINT} } channelAccessToken { ${HINT} } humanAgents quietMinutes askFeedback ${DELIVERY}`;
const FACEBOOK_FIELDS = `botId webhookUrl pageAccessToken { ${HINT} } verifyToken { ${HINT} } appSecret { ${HINT} } humanAgents quietMinutes askFeedback ${DELIVERY}`;
const THIRD_PARTY_FIELDS = `botId webhookUrl secret { ${HINT} } callbackUrl ${DELIVERY}`;

const LINE_SETTINGS = `query Test_LineSettings($botId: ID!) { lineSettings(botId: $botId) { ${LINE_FIELDS} } }`;
const UPDATE_LINE_SETTINGS = `mutation Test_UpdateLineSettings($input: UpdateLineSettingsInput!) { updateLineSettings(input: $input) { settings { ${LINE_FIELDS} } } }`;
const SET_LINE_WEBHOOK_URL = `mutation Test_SetLineWebhookUrl($input: LineWebhookInput!) { setLineWebhookUrl(input: $input) { success webhookUrl message } }`;
const TEST_LINE_WEBHOOK = `mutation Test_TestLineWebhook($input: LineWebhookInput!) { testLineWebhook(input: $input) { success code statusCode reason detail timestamp } }`;
const FACEBOOK_SETTINGS = `query Test_FacebookSettings($botId: ID!) { facebookSettings(botId: $botId) { ${FACEBOOK_FIELDS} } }`;
const UPDATE_FACEBOOK_SETTINGS = `mutation Test_UpdateFacebookSettings($input: UpdateFacebookSettingsInput!) { updateFacebookSettings(input: $input) { settings { ${FACEBOOK_FIELDS} } } }`;
const THIRD_PARTY_SETTINGS = `query Test_ThirdPartySettings($botId: ID!) { thirdPartySettings(botId: $botId) { ${THIRD_PARTY_FIELDS} } }`;
const UPDATE_THIRD_PARTY_SETTINGS = `mutation Test_UpdateThirdPartySettings($input: UpdateThirdPartySettingsInput!) {
  updateThirdPartySettings(input: $input) { settings { ${THIRD_PARTY_FIELDS} } } }`;

interface Hint {
  set: boolean;
  lastFour: string;
}
interface LineData {
  botId: string;
  webhookUrl: string;
  channelSecret: Hint;
  channelAccessToken: Hint;
  humanAgents: string[];
  quietMinutes: number;
  askFeedback: boolean;
  deliveryError: { message: string; detail: string | null; at: string } | null;
}
interface FacebookData {
  botId: string;
  webhookUrl: string;
  pageAccessToken: Hint;
  verifyToken: Hint;
  appSecret: Hint;
  humanAgents: string[];
  quietMinutes: number;
  askFeedback: boolean;
  deliveryError: { message: string; detail: string | null; at: string } | null;
}
interface ThirdPartyData {
  botId: string;
  webhookUrl: string;
  secret: Hint;
  callbackUrl: string | null;
  deliveryError: { message: string; detail: string | null; at: string } | null;
}

const unset: Hint = { set: false, lastFour: '' };

describe('the channel settings schema', () => {
  it('has no output field that could carry a secret: secrets come back only as SecretHint', () => {
    const schema = buildSchema();
    const leaking: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'SecretHint') continue;
      for (const field of Object.values(type.getFields())) {
        if (/secret|token/i.test(field.name) && getNamedType(field.type).name !== 'SecretHint') leaking.push(`${type.name}.${field.name}`);
      }
    }
    expect(leaking).toEqual([]);
  });

  it('describes a stored secret only by whether it is set and its last four characters', () => {
    const hint = buildSchema().getType('SecretHint');
    expect(isObjectType(hint) ? Object.keys(hint.getFields()) : []).toEqual(['set', 'lastFour']);
  });
});

let stack: BffStack;
let owner: { authorization: string; botId: string };

const LINE_TOKEN = 'token-1111-wxyz';
let line: FakeLine;
beforeAll(async () => {
  line = await startFakeLine({ accessToken: LINE_TOKEN });
  stack = await startBffStack({ backendEnv: { LINE_API_BASE_URL: line.url } });
});
beforeEach(async () => {
  owner = await newOwnerWithBot(stack);
});
afterAll(async () => {
  await stack?.close();
  await line?.close();
});

const asOwner = () => ({ authorization: owner.authorization });

const saveLine = (changes: Record<string, unknown>) =>
  graphql<{ updateLineSettings: { settings: LineData } }>(stack.bff.url, UPDATE_LINE_SETTINGS, { input: { botId: owner.botId, humanAgents: [], ...changes } }, asOwner());
const saveFacebook = (changes: Record<string, unknown>) =>
  graphql<{ updateFacebookSettings: { settings: FacebookData } }>(stack.bff.url, UPDATE_FACEBOOK_SETTINGS, { input: { botId: owner.botId, humanAgents: [], ...changes } }, asOwner());
const saveThirdParty = (changes: Record<string, unknown>) =>
  graphql<{ updateThirdPartySettings: { settings: ThirdPartyData } }>(stack.bff.url, UPDATE_THIRD_PARTY_SETTINGS, { input: { botId: owner.botId, ...changes } }, asOwner());

describe('settings the BFF refuses before the backend is asked', () => {
  it('answers VALIDATION_FAILED for LINE with every broken field named as in the input', async () => {
    const answer = await saveLine({ channelAccessToken: '   ', humanAgents: ['Amy', 'Amy'], quietMinutes: -1 });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields?.map((issue) => issue.field).sort()).toEqual(['channelAccessToken', 'humanAgents', 'quietMinutes']);
  });

  it('answers VALIDATION_FAILED for a blank given Facebook token', async () => {
    const answer = await saveFacebook({ pageAccessToken: '' });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'pageAccessToken', message: 'validation.required' }]);
  });

  it('answers VALIDATION_FAILED for a third-party callback URL that is not http or https', async () => {
    const answer = await saveThirdParty({ callbackUrl: 'ftp://crm.example.com' });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'callbackUrl', message: 'validation.callbackUrl' }]);
  });
});

// Against the backend's LINE, Facebook and third-party routes, which are written on other branches.
describe('channel settings on a real backend', () => {
  async function someoneElsesBot(): Promise<string> {
    const stranger = await newAccount(stack.backend.url);
    const token = await loginToken(stack.backend.url, stranger.email, stranger.password);
    return (await newChatbot(stack.backend.url, token)).chatbot_id;
  }

  const readLine = (botId = owner.botId) => graphql<{ lineSettings: LineData }>(stack.bff.url, LINE_SETTINGS, { botId }, asOwner());

  describe('LINE', () => {
    it('gives the webhook URL and no secrets before anything is saved', async () => {
      const answer = await readLine();
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.lineSettings).toMatchObject({ botId: owner.botId, channelSecret: unset, channelAccessToken: unset, humanAgents: [], askFeedback: false, deliveryError: null });
      expect(answer.data?.lineSettings.webhookUrl).toMatch(/^https?:\/\/.+/);
    });

    it('saves the secrets, shows only their last four characters, and keeps a secret left out of a later save', async () => {
      const first = await saveLine({ channelSecret: 'secret-0000-abcd', channelAccessToken: 'token-1111-wxyz', humanAgents: ['Amy Chen'], quietMinutes: 20, askFeedback: true });
      expect(first.errors).toBeUndefined();
      expect(first.rawBody).not.toContain('secret-0000');
      expect(first.rawBody).not.toContain('token-1111');
      expect(first.data?.updateLineSettings.settings).toMatchObject({
        channelSecret: { set: true, lastFour: 'abcd' },
        channelAccessToken: { set: true, lastFour: 'wxyz' },
        humanAgents: ['Amy Chen'],
        quietMinutes: 20,
        askFeedback: true,
      });

      const second = await saveLine({ channelAccessToken: 'token-2222-new1', humanAgents: ['Amy Chen', 'Ben Lin'] });
      expect(second.errors).toBeUndefined();
      const read = await readLine();
      expect(read.data?.lineSettings).toMatchObject({ channelSecret: { set: true, lastFour: 'abcd' }, channelAccessToken: { set: true, lastFour: 'new1' }, humanAgents: ['Amy Chen', 'Ben Lin'], askFeedback: true });
      expect(read.rawBody).not.toContain('secret-0000');
    });

    it('saves nothing when a save is refused', async () => {
      expect(errorCodes(await saveLine({ channelSecret: 'secret-0000-abcd', channelAccessToken: '   ' }))).toEqual(['VALIDATION_FAILED']);
      expect((await readLine()).data?.lineSettings).toMatchObject({ channelSecret: unset, channelAccessToken: unset });
    });

    it('answers BOT_NOT_FOUND for another account’s bot', async () => {
      expect(errorCodes(await readLine(await someoneElsesBot()))).toEqual(['BOT_NOT_FOUND']);
    });

    it("passes on the last delivery error's code and LINE's own words beside it", async () => {
      await saveLine({ channelSecret: 'secret-0000-abcd', channelAccessToken: 'token-1111-wxyz' });
      const at = new Date('2026-11-25T02:30:00Z');
      await stack.backend.db
        .updateTable('channel_settings')
        .set({ last_delivery_error: 'token_rejected', last_delivery_detail: 'Authentication failed.', last_delivery_error_at: at, failed_deliveries: 1, first_failed_delivery_at: at })
        .where('chatbot_id', '=', owner.botId)
        .execute();
      expect((await readLine()).data?.lineSettings.deliveryError).toEqual({ message: 'token_rejected', detail: 'Authentication failed.', at: at.toISOString() });
    });

    it('passes on LINE’s answers to setting and testing the webhook', async () => {
      await saveLine({ channelSecret: 'secret-0000-abcd', channelAccessToken: LINE_TOKEN });
      line.setWebhookTestResult({ success: false, statusCode: 404, reason: 'ERROR_STATUS_CODE', detail: 'The webhook answered 404' });
      const set = await graphql<{ setLineWebhookUrl: { success: boolean; webhookUrl: string; message: string } }>(stack.bff.url, SET_LINE_WEBHOOK_URL, { input: { botId: owner.botId } }, asOwner());
      expect(set.errors).toBeUndefined();
      expect(set.data?.setLineWebhookUrl).toEqual({ success: true, webhookUrl: (await readLine()).data?.lineSettings.webhookUrl, message: expect.any(String) });
      expect(line.requests.some((request) => request.endpoint === 'setWebhook')).toBe(true);

      const tested = await graphql<{ testLineWebhook: { success: boolean; statusCode: number; timestamp: string } }>(stack.bff.url, TEST_LINE_WEBHOOK, { input: { botId: owner.botId } }, asOwner());
      expect(tested.errors).toBeUndefined();
      expect(tested.data?.testLineWebhook).toMatchObject({ success: false, code: 'error_status_code', statusCode: 404, reason: 'ERROR_STATUS_CODE', detail: 'The webhook answered 404' });
      expect(Number.isNaN(Date.parse(tested.data?.testLineWebhook.timestamp ?? ''))).toBe(false);
    });

    it("passes on LINE's refusal of a webhook call as its code and LINE's words in extensions.values", async () => {
      await saveLine({ channelSecret: 'secret-0000-abcd', channelAccessToken: LINE_TOKEN });
      line.failNext('setWebhook', { kind: 'invalidWebhookUrl' });
      const refused = await graphql(stack.bff.url, SET_LINE_WEBHOOK_URL, { input: { botId: owner.botId } }, asOwner());
      expect(refused.errors?.[0].extensions).toEqual({ code: 'VALIDATION_FAILED', fields: [], values: { refusal: 'url_rejected', detail: 'Invalid webhook endpoint URL; endpoint: must be https' } });

      line.failNext('testWebhook', { kind: 'status', status: 503 });
      const down = await graphql(stack.bff.url, TEST_LINE_WEBHOOK, { input: { botId: owner.botId } }, asOwner());
      expect(down.errors?.[0].extensions).toEqual({ code: 'PLATFORM_UNREACHABLE', values: { refusal: 'platform_error', status: 503, detail: 'An error occurred in the backend server.' } });
    });
  });

  describe('Facebook', () => {
    const readFacebook = () => graphql<{ facebookSettings: FacebookData }>(stack.bff.url, FACEBOOK_SETTINGS, { botId: owner.botId }, asOwner());

    it('gives no secrets before anything is saved', async () => {
      const answer = await readFacebook();
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.facebookSettings).toMatchObject({ pageAccessToken: unset, verifyToken: unset, appSecret: unset, humanAgents: [], deliveryError: null });
    });

    it('saves the secrets as hints and keeps those left out of a later save', async () => {
      expect((await saveFacebook({ pageAccessToken: 'EAAB-page-0001', verifyToken: 'verify-me-2222', appSecret: 'app-secret-3333' })).errors).toBeUndefined();
      const later = await saveFacebook({ verifyToken: 'verify-me-4444', humanAgents: ['Amy Chen'], quietMinutes: 5, askFeedback: true });
      expect(later.errors).toBeUndefined();
      const read = await readFacebook();
      expect(read.data?.facebookSettings).toMatchObject({
        pageAccessToken: { set: true, lastFour: '0001' },
        verifyToken: { set: true, lastFour: '4444' },
        appSecret: { set: true, lastFour: '3333' },
        humanAgents: ['Amy Chen'],
        quietMinutes: 5,
        askFeedback: true,
      });
      expect(read.rawBody).not.toContain('EAAB-page');
    });

  });

  describe('third party', () => {
    const readThirdParty = () => graphql<{ thirdPartySettings: ThirdPartyData }>(stack.bff.url, THIRD_PARTY_SETTINGS, { botId: owner.botId }, asOwner());

    it('gives no secret and no callback URL before anything is saved', async () => {
      const answer = await readThirdParty();
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.thirdPartySettings).toMatchObject({ secret: unset, callbackUrl: null, deliveryError: null });
    });

    it('saves the secret as a hint and the callback URL, and keeps the secret when it is left out', async () => {
      expect((await saveThirdParty({ secret: 'shared-secret-9z9z', callbackUrl: 'https://crm.example.com/replies' })).errors).toBeUndefined();
      expect((await saveThirdParty({ callbackUrl: 'https://crm.example.com/v2/replies' })).errors).toBeUndefined();
      expect((await readThirdParty()).data?.thirdPartySettings).toMatchObject({ secret: { set: true, lastFour: '9z9z' }, callbackUrl: 'https://crm.example.com/v2/replies' });
      expect((await saveThirdParty({ callbackUrl: null })).errors).toBeUndefined();
      expect((await readThirdParty()).data?.thirdPartySettings).toMatchObject({ secret: { set: true, lastFour: '9z9z' }, callbackUrl: null });
    });
  });
});
