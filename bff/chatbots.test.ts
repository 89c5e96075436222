// The chatbot screens' calls through the BFF: create with a file, list, read, edit, tools and delete,
// each against a real backend and only ever on the signed-in account's own bots.
import { pdf } from '../backend/knowledge/testing/fixtures';
import { scenarioDefaultTools } from '../schema/rules/constants';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { CHATBOT, CHATBOTS, CREATE_CHATBOT, DELETE_CHATBOT, UPDATE_CHATBOT, UPDATE_CHATBOT_TOOLS, USER_CONFIG } from './test-support/operations';
import { newOwner, startBffStack, type BffStack, type TestOwner } from './test-support/stack';

let stack: BffStack;
/** The signed-in account of the current test; each test gets its own, as the free plan allows few bots. */
let owner: TestOwner;

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  owner = await newOwner(stack);
});
afterAll(async () => {
  await stack?.close();
});

interface ChatbotData {
  id: string;
  name: string;
  greetingMsg: string;
  language: string;
  scenario: string;
  tools: Record<string, boolean>;
  files: { id: string; fileName: string; size: number; contentType: string; status: string }[];
}

const asOwner = () => ({ authorization: owner.authorization });

function wizardInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Support bot ${Math.random().toString(36).slice(2, 8)}`,
    greetingMsg: 'Hello, how can I help?',
    failedMsg: 'Sorry, I do not know yet.',
    language: 'en',
    package: 'free',
    scenario: 'salesAssistant',
    tools: scenarioDefaultTools('salesAssistant'),
    ...overrides,
  };
}

describe('createChatbot', () => {
  it('creates a bot with a base64 knowledge file and answers it with the file', async () => {
    const csv = 'question,answer\nWhen do you open?,At nine\n';
    const answer = await graphql<{ createChatbot: { chatbot: ChatbotData } }>(
      stack.bff.url,
      CREATE_CHATBOT,
      { input: wizardInput({ files: [{ fileName: 'faq.csv', contentType: 'text/csv', base64: Buffer.from(csv).toString('base64') }] }) },
      asOwner(),
    );
    expect(answer.errors).toBeUndefined();
    const bot = answer.data!.createChatbot.chatbot;
    expect(bot).toMatchObject({ greetingMsg: 'Hello, how can I help?', language: 'en', scenario: 'salesAssistant' });
    expect(bot.tools).toMatchObject({ SGW_tour_with_image_tool: true, route_tool: false });
    expect(bot.files).toEqual([expect.objectContaining({ fileName: 'faq.csv', size: Buffer.byteLength(csv) })]);
  });

  it('creates a bot with a PDF knowledge file, as the AutoQA page takes it', async () => {
    const bytes = pdf([['Flash photography is forbidden in every gallery.']]);
    const answer = await graphql<{ createChatbot: { chatbot: ChatbotData } }>(
      stack.bff.url,
      CREATE_CHATBOT,
      { input: wizardInput({ files: [{ fileName: 'rules.pdf', contentType: 'application/pdf', base64: bytes.toString('base64') }] }) },
      asOwner(),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createChatbot.chatbot.files).toEqual([expect.objectContaining({ fileName: 'rules.pdf', contentType: 'application/pdf', size: bytes.length })]);
  });

  it('answers VALIDATION_FAILED with the GraphQL field names for an empty name and a broken file', async () => {
    const answer = await graphql(
      stack.bff.url,
      CREATE_CHATBOT,
      { input: wizardInput({ name: ' ', files: [{ fileName: 'faq.csv', contentType: 'text/csv', base64: 'not base64!' }] }) },
      asOwner(),
    );
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'files.0.base64', message: 'validation.base64' },
    ]);
  });

  it('answers DUPLICATE_BOT_NAME for a name the account already uses', async () => {
    const input = wizardInput();
    await graphql(stack.bff.url, CREATE_CHATBOT, { input }, asOwner());
    const again = await graphql(stack.bff.url, CREATE_CHATBOT, { input }, asOwner());
    expect(errorCodes(again)).toEqual(['DUPLICATE_BOT_NAME']);
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const answer = await graphql(stack.bff.url, CREATE_CHATBOT, { input: wizardInput() });
    expect(errorCodes(answer)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('chatbots and chatbot(id)', () => {
  it('lists the account’s bots and reads one by id', async () => {
    const token = owner.token;
    const made = await newChatbot(stack.backend.url, token, { robot_name: 'Listed bot' });
    const list = await graphql<{ chatbots: { id: string; name: string }[] }>(stack.bff.url, CHATBOTS, {}, asOwner());
    expect(list.data?.chatbots).toEqual(expect.arrayContaining([{ id: made.chatbot_id, name: 'Listed bot' }]));
    const one = await graphql<{ chatbot: ChatbotData | null }>(stack.bff.url, CHATBOT, { id: made.chatbot_id }, asOwner());
    expect(one.data?.chatbot).toMatchObject({ id: made.chatbot_id, name: 'Listed bot' });
  });

  it('answers null for another account’s bot, for an id that climbs the path and for one too long to send', async () => {
    const stranger = await newAccount(stack.backend.url);
    const strangerToken = await loginToken(stack.backend.url, stranger.email, stranger.password);
    const theirs = await newChatbot(stack.backend.url, strangerToken);
    const answer = await graphql<{ chatbot: ChatbotData | null }>(stack.bff.url, CHATBOT, { id: theirs.chatbot_id }, asOwner());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.chatbot).toBeNull();
    const climbing = await graphql<{ chatbot: ChatbotData | null }>(stack.bff.url, CHATBOT, { id: '..' }, asOwner());
    expect(climbing.errors).toBeUndefined();
    expect(climbing.data?.chatbot).toBeNull();
    const huge = await graphql<{ chatbot: ChatbotData | null }>(stack.bff.url, CHATBOT, { id: 'x'.repeat(100_000) }, asOwner());
    expect(huge.errors).toBeUndefined();
    expect(huge.data?.chatbot).toBeNull();
  });
});

describe('updateChatbot and updateChatbotTools', () => {
  it('saves the basic settings and answers the saved bot', async () => {
    const bot = await newChatbot(stack.backend.url, owner.token);
    const answer = await graphql<{ updateChatbot: { chatbot: ChatbotData } }>(
      stack.bff.url,
      UPDATE_CHATBOT,
      { input: { id: bot.chatbot_id, name: 'Renamed bot', greetingMsg: 'Welcome back', failedMsg: 'No idea', language: 'jp', package: 'free' } },
      asOwner(),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateChatbot.chatbot).toMatchObject({ id: bot.chatbot_id, name: 'Renamed bot', greetingMsg: 'Welcome back', language: 'jp' });
    const reread = await graphql<{ chatbot: ChatbotData }>(stack.bff.url, CHATBOT, { id: bot.chatbot_id }, asOwner());
    expect(reread.data?.chatbot.name).toBe('Renamed bot');
  });

  it('saves the tool modules and answers the bot with them', async () => {
    const bot = await newChatbot(stack.backend.url, owner.token);
    const tools = { ...scenarioDefaultTools('customerSupport'), route_tool: true, owm_forecast_tool: true };
    const answer = await graphql<{ updateChatbotTools: { chatbot: ChatbotData } }>(stack.bff.url, UPDATE_CHATBOT_TOOLS, { input: { id: bot.chatbot_id, tools } }, asOwner());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateChatbotTools.chatbot.tools).toEqual({ route_tool: true, owm_forecast_tool: true, SGW_tour_with_image_tool: false });
  });
});

describe('deleteChatbot', () => {
  it('refuses a wrong password with INVALID_PASSWORD, then deletes with the right one', async () => {
    const bot = await newChatbot(stack.backend.url, owner.token);
    const wrong = await graphql(stack.bff.url, DELETE_CHATBOT, { input: { id: bot.chatbot_id, password: 'not-my-password' } }, asOwner());
    expect(errorCodes(wrong)).toEqual(['INVALID_PASSWORD']);
    const stillThere = await graphql<{ chatbot: ChatbotData | null }>(stack.bff.url, CHATBOT, { id: bot.chatbot_id }, asOwner());
    expect(stillThere.data?.chatbot?.id).toBe(bot.chatbot_id);

    const right = await graphql<{ deleteChatbot: { id: string } }>(stack.bff.url, DELETE_CHATBOT, { input: { id: bot.chatbot_id, password: owner.password } }, asOwner());
    expect(right.data?.deleteChatbot.id).toBe(bot.chatbot_id);
    const gone = await graphql<{ chatbot: ChatbotData | null }>(stack.bff.url, CHATBOT, { id: bot.chatbot_id }, asOwner());
    expect(gone.data?.chatbot).toBeNull();
  });

  it("confirms with the bot's name for an account of Google sign-in, whose Account says so", async () => {
    await stack.backend.db.updateTable('accounts').set({ provider: 'google' }).where('email', '=', owner.email).execute();
    const me = await graphql<{ me: { signInProvider: string | null } }>(stack.bff.url, 'query { me { signInProvider } }', {}, asOwner());
    expect(me.data?.me.signInProvider).toBe('google');
    const bot = await newChatbot(stack.backend.url, owner.token, { robot_name: 'Named bot' });
    const wrong = await graphql(stack.bff.url, DELETE_CHATBOT, { input: { id: bot.chatbot_id, confirmName: 'Other bot' } }, asOwner());
    expect(errorCodes(wrong)).toEqual(['VALIDATION_FAILED']);
    const right = await graphql<{ deleteChatbot: { id: string } }>(stack.bff.url, DELETE_CHATBOT, { input: { id: bot.chatbot_id, confirmName: 'Named bot' } }, asOwner());
    expect(right.data?.deleteChatbot.id).toBe(bot.chatbot_id);
  });
});

describe('userConfig', () => {
  it('offers the plans and the default language', async () => {
    const answer = await graphql<{ userConfig: { defaultLanguage: string; packages: { code: string }[] } }>(stack.bff.url, USER_CONFIG, {}, asOwner());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.userConfig.defaultLanguage).toBe('tw');
    expect(answer.data?.userConfig.packages.map((plan) => plan.code)).toContain('free');
  });
});
