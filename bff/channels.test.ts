// The channel screens' calls through the BFF: integrations on and off, the bot's vendor id, and the test
// chat through the public API path (answer, similar-question buttons, postback, no answer), on a real backend.
import type { Client } from 'graphql-ws';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import {
  CHATBOT_VENDOR_ID,
  CREATE_QA_GROUP,
  INTEGRATIONS,
  SEND_TEST_MESSAGE,
  SET_INTEGRATION_ACTIVE,
  START_TRAINING,
  TRAINING_PROGRESS,
} from './test-support/operations';
import { startBffStack, type BffStack } from './test-support/stack';
import { bearerSocketClient, collect } from './test-support/subscriptionClient';

let stack: BffStack;
let owner: { token: string; authorization: string; botId: string; vendorId: string };

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  const account = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, account.email, account.password);
  const bot = await newChatbot(stack.backend.url, token, { postback_msg: 'Did you mean:', failed_msg: 'Sorry, I do not know that yet.' });
  owner = { token, authorization: `Bearer ${token}`, botId: bot.chatbot_id, vendorId: bot.vendor_id };
});
afterAll(async () => {
  await stack?.close();
});

interface IntegrationData {
  platform: string;
  active: boolean;
  available: boolean;
}
interface ReplyData {
  type: string;
  state: string;
  success: boolean;
  sid: string;
  text: string;
  title: string;
  buttons: { id: string; oriQue: string; text: string }[];
  answerStatus: number;
  matchedGroup: { id: string; key: string; questions: string[]; answers: string[] } | null;
  candidates: { groupId: string; question: string; score: number }[];
}

const asOwner = () => ({ authorization: owner.authorization });

async function createGroup(questions: string[], answers: string[]): Promise<string> {
  const answer = await graphql<{ createQaGroup: { qaGroup: { id: string } } }>(
    stack.bff.url,
    CREATE_QA_GROUP,
    { input: { botId: owner.botId, group: { questions, answers, answerMode: 'FIRST' } } },
    asOwner(),
  );
  if (!answer.data) throw new Error(`Creating a group failed: ${answer.rawBody}`);
  return answer.data.createQaGroup.qaGroup.id;
}

/** Starts training and resolves once the subscription has seen the run finish. */
async function train(): Promise<void> {
  const client: Client = bearerSocketClient(stack.bff.url, owner.authorization);
  try {
    const streamAtBackend = stack.proxy.nextTrainingStream();
    const progress = collect<{ trainingProgress: { state: string } }>(client, TRAINING_PROGRESS, { botId: owner.botId });
    await (await streamAtBackend).opened;
    const started = await graphql(stack.bff.url, START_TRAINING, { input: { botId: owner.botId } }, asOwner());
    expect(started.errors).toBeUndefined();
    const { values } = await progress.finished;
    expect(values.at(-1)?.trainingProgress.state).toBe('SUCCESS');
  } finally {
    await client.dispose();
  }
}

function send(input: Record<string, unknown>, botId = owner.botId) {
  return graphql<{ sendTestMessage: { reply: ReplyData } }>(stack.bff.url, SEND_TEST_MESSAGE, { input: { botId, userId: 'console-chat-1', ...input } }, asOwner());
}

describe('integrations and setIntegrationActive', () => {
  it('lists every channel and turns the api channel on and off', async () => {
    const listed = await graphql<{ integrations: IntegrationData[] }>(stack.bff.url, INTEGRATIONS, { botId: owner.botId }, asOwner());
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.integrations.map((item) => item.platform).sort()).toEqual(['api', 'fb', 'line', 'other', 'web']);
    expect(listed.data?.integrations.find((item) => item.platform === 'api')?.available).toBe(true);

    const on = await graphql<{ setIntegrationActive: { integration: IntegrationData } }>(
      stack.bff.url,
      SET_INTEGRATION_ACTIVE,
      { input: { botId: owner.botId, platform: 'api', active: true } },
      asOwner(),
    );
    expect(on.errors).toBeUndefined();
    expect(on.data?.setIntegrationActive.integration).toEqual({ platform: 'api', active: true, available: true });
    const reread = await graphql<{ integrations: IntegrationData[] }>(stack.bff.url, INTEGRATIONS, { botId: owner.botId }, asOwner());
    expect(reread.data?.integrations.find((item) => item.platform === 'api')?.active).toBe(true);

    const off = await graphql<{ setIntegrationActive: { integration: IntegrationData } }>(
      stack.bff.url,
      SET_INTEGRATION_ACTIVE,
      { input: { botId: owner.botId, platform: 'api', active: false } },
      asOwner(),
    );
    expect(off.data?.setIntegrationActive.integration.active).toBe(false);
  });

  it('answers PLAN_UNAVAILABLE for a channel the free plan lacks', async () => {
    const answer = await graphql(stack.bff.url, SET_INTEGRATION_ACTIVE, { input: { botId: owner.botId, platform: 'line', active: true } }, asOwner());
    expect(errorCodes(answer)).toEqual(['PLAN_UNAVAILABLE']);
  });

  it('answers BOT_NOT_FOUND for another account’s bot', async () => {
    const stranger = await newAccount(stack.backend.url);
    const theirs = await newChatbot(stack.backend.url, await loginToken(stack.backend.url, stranger.email, stranger.password));
    const answer = await graphql(stack.bff.url, INTEGRATIONS, { botId: theirs.chatbot_id }, asOwner());
    expect(errorCodes(answer)).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('Chatbot.vendorId', () => {
  it('is the bot’s public API id from its detail', async () => {
    const answer = await graphql<{ chatbot: { id: string; vendorId: string } }>(stack.bff.url, CHATBOT_VENDOR_ID, { id: owner.botId }, asOwner());
    expect(answer.data?.chatbot).toEqual({ id: owner.botId, vendorId: owner.vendorId });
    expect(owner.vendorId).not.toBe('');
  });
});

describe('sendTestMessage', () => {
  it('answers NOT_TRAINED before the Q&A list has been trained', async () => {
    await createGroup(['When do you open?'], ['At nine.']);
    const answer = await send({ text: 'When do you open?' });
    expect(errorCodes(answer)).toEqual(['NOT_TRAINED']);
  });

  it('answers with the matched group, offers similar questions, takes a postback and says when it has no answer', async () => {
    const hours = await createGroup(['When do you open?', 'Opening hours'], ['At nine.']);
    const savings = await createGroup(['Open a savings account'], ['Apply online in five minutes.']);
    const checking = await createGroup(['Open a checking account'], ['Visit a branch.']);
    await train();

    const answered = await send({ text: 'When do you open?' });
    expect(answered.errors).toBeUndefined();
    const reply = answered.data!.sendTestMessage.reply;
    expect(reply).toMatchObject({ type: 'answer', state: 'start', success: true, text: 'At nine.', answerStatus: 1, buttons: [] });
    expect(reply.matchedGroup).toMatchObject({ id: hours, questions: ['When do you open?', 'Opening hours'] });
    expect(reply.candidates[0]).toMatchObject({ groupId: hours, score: expect.any(Number) });

    const suggested = (await send({ text: 'Open an account' })).data!.sendTestMessage.reply;
    expect(suggested).toMatchObject({ type: 'answer', state: 'in_progress', sid: reply.sid, title: 'Did you mean:', answerStatus: 3, matchedGroup: null });
    // The two account groups lead; a weaker group sharing a word ("open") may follow them.
    expect(suggested.buttons.slice(0, 2).map((button) => button.id).sort()).toEqual([savings, checking].sort());
    expect(suggested.buttons.every((button) => button.oriQue === 'Open an account')).toBe(true);

    const chosen = suggested.buttons.find((button) => button.id === savings)!;
    const postback = (await send({ postback: chosen })).data!.sendTestMessage.reply;
    expect(postback).toMatchObject({ type: 'answer', text: 'Apply online in five minutes.', answerStatus: 1 });
    expect(postback.matchedGroup?.id).toBe(savings);

    const unknown = (await send({ text: 'quantum flux capacitor warranty' })).data!.sendTestMessage.reply;
    expect(unknown).toMatchObject({ type: 'no_answer', text: 'Sorry, I do not know that yet.', answerStatus: 2, matchedGroup: null, buttons: [] });
  });

  it('answers VALIDATION_FAILED on text when there is neither text nor postback, or the text is too long', async () => {
    const empty = await send({});
    expect(errorCodes(empty)).toEqual(['VALIDATION_FAILED']);
    expect(empty.errors?.[0].extensions?.fields).toEqual([{ field: 'text', message: 'validation.required' }]);
    const long = await send({ text: 'x'.repeat(1001) });
    expect(long.errors?.[0].extensions?.fields).toEqual([{ field: 'text', message: 'validation.messageTooLong' }]);
  });

  it('answers BOT_NOT_FOUND for another account’s bot', async () => {
    const stranger = await newAccount(stack.backend.url);
    const theirs = await newChatbot(stack.backend.url, await loginToken(stack.backend.url, stranger.email, stranger.password));
    const answer = await send({ text: 'Hello' }, theirs.chatbot_id);
    expect(errorCodes(answer)).toEqual(['BOT_NOT_FOUND']);
  });
});
