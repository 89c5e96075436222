// Every channel answers through the one reply pipeline, on a bot holding a Q&A list, AutoFAQ answers and knowledge
// files: over LINE and Messenger (loopback stand-ins for their APIs), the third-party webhook, the website widget and
// the public API, the best source answers with its answer status in history, and a close AutoFAQ answer or knowledge
// passage becomes a button (a quick reply on LINE and Messenger) whose tap answers from that source and is logged as
// a recommendation with the channel's platform.
import { randomUUID } from 'node:crypto';
import type { PublicButton, PublicMessageReply } from '../../schema/rest';
import { ANSWER_STATUS, PLATFORMS, type Platform } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { ownerCall, until } from '../../tests/support/channel-bot';
import { startFakeGraph, type FakeGraph } from '../../tests/support/fake-graph';
import { startFakeLine, type FakeLine } from '../../tests/support/fake-line';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { LINE_TEST_SECRET, LINE_TEST_TOKEN, postbackEvent, postLineEvents, textEvent as lineText } from '../../tests/support/line-kit';
import { ASKED, FAILED, fillEverySource, saveAnswerSettings, TICKETS, TOURS } from '../answering/pipeline/testing/every-source';
import { parseButtonPayload } from './fb/messenger-render';
import { readPostback } from './line/line.render';
import { signBody, timestampedSignatureHeaders } from './signature';

const FB_SECRETS = { page_access_token: 'EAAG-page-token-0002', verify_token: 'verify-me-4343', app_secret: 'app-secret-every-source' };
const OTHER_SECRET = 'a-shared-secret-of-the-museum-42';
const SHOP = 'https://museum.example.com';

let line: FakeLine;
let graph: FakeGraph;
let backend: TestBackend;
let vendorId: string;
let chatbotId: string;

beforeAll(async () => {
  [line, graph] = await Promise.all([startFakeLine({ accessToken: LINE_TEST_TOKEN }), startFakeGraph()]);
  // Every index (training, AutoFAQ, knowledge, the merged one) is built on the index builder's thread, as a large bot's are.
  backend = await startTestBackend({ indexBuilder: { inlineCharacters: 0 }, env: { LINE_API_BASE_URL: line.url, FACEBOOK_GRAPH_BASE_URL: graph.url, PUBLIC_URL: 'https://bots.example.com' } });
  const account = await newAccount(backend.url);
  await backend.db.updateTable('accounts').set({ plan_code: 'pro' }).where('email', '=', account.email).execute();
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { language: 'en', failed_msg: FAILED, postback_msg: 'Did you mean:' });
  [chatbotId, vendorId] = [bot.chatbot_id, bot.vendor_id];
  await fillEverySource(backend.url, token, chatbotId);
  await saveAnswerSettings(backend.url, token, chatbotId, [['docent', 'guided']]);
  const saved = await Promise.all([
    ...PLATFORMS.map((platform) => ownerCall(backend, token, 'PUT', `/chatbot/${chatbotId}/integrations/${platform}`, { active: true })),
    ownerCall(backend, token, 'PUT', `/line/${chatbotId}/update-data`, { channel_secret: LINE_TEST_SECRET, channel_access_token: LINE_TEST_TOKEN, human_agents: [], quiet_minutes: 30, ask_feedback: false }),
    ownerCall(backend, token, 'PUT', `/facebook/${chatbotId}/update-data`, { ...FB_SECRETS, human_agents: [], ask_feedback: false }),
    ownerCall(backend, token, 'PUT', `/third-party/${chatbotId}/update-data`, { secret: OTHER_SECRET }),
  ]);
  expect(saved.map((call) => call.status)).toEqual(saved.map(() => 200));
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await Promise.all([line?.close(), graph?.close()]);
});

/** What a user sees of one reply: its text, and the buttons offered, each with what tapping it shows next. */
interface Seen {
  text: string;
  buttons: { label: string; tap(): Promise<Seen> }[];
}

/** One channel as its user meets it: a message sent as that channel sends it, and the reply as it arrives. */
type Talk = (user: string, text: string) => Promise<Seen>;

async function onLine(user: string, event: unknown): Promise<Seen> {
  const before = line.delivered.length;
  const response = await postLineEvents({ url: backend.url, vendorId }, [event]);
  expect(response.status).toBe(200);
  const [delivery] = (await line.waitForDeliveries(before + 1)).slice(before);
  const items = delivery.messages.at(-1)?.quickReply?.items ?? [];
  return {
    text: delivery.messages.map((message) => message.text).join(''),
    buttons: items
      .filter((item) => readPostback(item.action.data ?? '') !== undefined)
      .map((item) => ({ label: item.action.displayText ?? '', tap: () => onLine(user, postbackEvent(item.action.data ?? '', { source: { type: 'user', userId: user } })) })),
  };
}

async function onMessenger(user: string, message: { text: string; quick_reply?: { payload: string } }): Promise<Seen> {
  const before = graph.requests.filter((request) => request.body.recipient.id === user).length;
  const body = JSON.stringify({ object: 'page', entry: [{ id: 'page-1', time: Date.now(), messaging: [{ sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: `m_${randomUUID()}`, ...message } }] }] });
  const response = await fetch(`${backend.url}/webhook/fb/${vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signBody(FB_SECRETS.app_secret, body) }, body });
  expect(response.status).toBe(200);
  const sent = (await graph.sentTo(user, before + 1)).slice(before);
  const quickReplies = sent.at(-1)?.body.message.quick_replies ?? [];
  return {
    text: sent.map((request) => request.body.message.text).join(''),
    buttons: quickReplies.flatMap((quick) => {
      const button = parseButtonPayload(quick.payload);
      return button ? [{ label: button.text, tap: () => onMessenger(user, { text: quick.title, quick_reply: { payload: quick.payload } }) }] : [];
    }),
  };
}

/** A channel answering in the public API's reply shape at `path`, its buttons tapped as postbacks; `headers` of each body. */
function replyShaped(path: string, headers: (body: string) => Record<string, string> = () => ({})): Talk {
  const send = async (payload: { userId: string; type: 'message' | 'postback'; message: Record<string, string> }): Promise<Seen> => {
    const body = JSON.stringify(payload);
    const response = await fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers(body) }, body });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as PublicMessageReply;
    const tap = ({ id, text, oriQue }: PublicButton) => send({ userId: payload.userId, type: 'postback', message: { id, text, oriQue } });
    return { text: reply.data.text, buttons: reply.data.buttons.map((button) => ({ label: button.text, tap: () => tap(button) })) };
  };
  return (user, text) => send({ userId: user, type: 'message', message: { text } });
}

const CHANNELS: [Platform, Talk][] = [
  ['line', (user, text) => onLine(user, lineText(text, { source: { type: 'user', userId: user } }))],
  ['fb', (user, text) => onMessenger(user, { text })],
  ['other', (user, text) => replyShaped(`/webhook/other/${vendorId}`, (body) => timestampedSignatureHeaders(OTHER_SECRET, body, Date.now()))(user, text)],
  ['web', (user, text) => replyShaped(`/webhook/web/${vendorId}`, () => ({ Origin: SHOP }))(user, text)],
  ['api', (user, text) => replyShaped(`/webhook/api/v2/${vendorId}`)(user, text)],
];

/** The bot's lines to one user, oldest first, once `count` of them are recorded (LINE and Messenger record them in the background). */
async function botLines(platform: Platform, user: string, count: number) {
  const lines = () =>
    backend.db.selectFrom('conversation_messages').select(['content', 'answer_status']).where('chatbot_id', '=', chatbotId).where('platform', '=', platform).where('user_id', '=', user).where('sender', '=', 'bot').orderBy('id').execute();
  await until(async () => (await lines()).length >= count, `${count} bot lines to ${user}`);
  return lines();
}

describe.each(CHANNELS)('over the %s channel', (platform, talk) => {
  it('answers from the AutoFAQ answer set and from a knowledge file, each with its answer status in history', async () => {
    const user = `${platform}-asker-${randomUUID().slice(0, 8)}`;
    const fromAutoFaq = await talk(user, ASKED.autoFaqAnswer);
    expect(fromAutoFaq).toEqual({ text: TICKETS, buttons: [] });
    const fromKnowledge = await talk(user, ASKED.knowledgeAnswer);
    expect(fromKnowledge.text).toContain(TOURS);
    expect(fromKnowledge.text).toContain('(Source: tours.txt)');
    expect(await botLines(platform, user, 2)).toEqual([
      { content: TICKETS, answer_status: ANSWER_STATUS.answered },
      { content: fromKnowledge.text, answer_status: ANSWER_STATUS.autoQa },
    ]);
  });

  it.each([
    ['an AutoFAQ answer', ASKED.autoFaqButton, 'Ticket prices', TICKETS, 'autofaq:', ANSWER_STATUS.answered],
    // The passage answers with its sentence that answers the question first asked ("Do I need to book?"), naming its file.
    ['a knowledge passage', ASKED.knowledgeButton, 'Guided tours', 'Book them at the front desk. (Source: tours.txt)', 'knowledge:', ANSWER_STATUS.autoQa],
  ])('offers %s as a button whose tap answers from its source and is logged as a recommendation', async (_kind, question, label, answer, prefix, status) => {
    const user = `${platform}-tapper-${randomUUID().slice(0, 8)}`;
    const offer = await talk(user, question);
    expect(offer.text).toBe('Did you mean:');
    const button = offer.buttons.find((candidate) => candidate.label === label);
    expect(button).toBeDefined();
    const tapped = await button!.tap();
    expect(tapped.text).toContain(answer);
    expect((await botLines(platform, user, 2)).map((row) => row.answer_status)).toEqual([ANSWER_STATUS.options, status]);
    const logged = () => backend.db.selectFrom('recommendations').select(['group_id', 'original_question', 'selected_question']).where('chatbot_id', '=', chatbotId).where('platform', '=', platform).where('user_id', '=', user).execute();
    await until(async () => (await logged()).length > 0, `the recommendation of ${user}`);
    expect(await logged()).toEqual([{ group_id: expect.stringMatching(new RegExp(`^${prefix}`)), original_question: question, selected_question: label }]);
  });
});
