// What the public API's tests share: a backend started for the test file, bots whose groups are stored with the index a
// training of them would save (channel-bot.ts), and calls to the public paths over real HTTP.
import type { IntegrationDTO, PublicHistoryReply, PublicMessageReply } from '../../schema/rest';
import { startTestBackend, type TestBackend } from './backend';
import { storeTrainedGroups, type GroupFixture } from './channel-bot';
import { newChatbot, signedInToken } from './factories';
import { startedForFile } from './started-for-file';

export type { GroupFixture };

export const GROUPS: GroupFixture[] = [
  { key: 'hours', questions: ['營業時間是幾點', 'What are your opening hours?'], answers: ['08:00-20:00', 'Ask the front desk'], answer_mode: 1 },
  { key: 'password', questions: ['How do I reset my password?', 'I forgot my password'], answers: ['A1', 'A2', 'A3'], answer_mode: 3 },
  { key: 'parking', questions: ['Where can I park my car?'], answers: ['P1', 'P2', 'P3'], answer_mode: 2 },
  { key: 'refund-visa', questions: ['Can I get a refund on my visa card payment?'], answers: ['Visa refund'], answer_mode: 1 },
  { key: 'refund-master', questions: ['Can I get a refund on my master card payment?'], answers: ['Master refund'], answer_mode: 1, similar_enabled: false },
];

export interface BotUnderTest {
  token: string;
  chatbotId: string;
  vendorId: string;
  failedMsg: string;
  postbackMsg: string;
  groupId: (key: string) => string;
}

export interface Sent<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Starts a backend before the file's tests and closes it after them; returns the helpers bound to it. */
export function apiChannelKit() {
  const backend: () => TestBackend = startedForFile(
    () => startTestBackend(),
    (started) => started.close(),
  );

  /** A new account's session token, on the file's backend or on another one (url). */
  function signedIn(url = backend().url): Promise<string> {
    return signedInToken(url);
  }

  /** Saves the bot's answer settings (PUT /qa/{id}/answer-settings): the defaults with `settings` over them. */
  const saveAnswerSettings = (bot: Pick<BotUnderTest, 'token' | 'chatbotId'>, settings: Record<string, unknown>) =>
    fetch(`${backend().url}/qa/${bot.chatbotId}/answer-settings`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ answer_threshold: 0.35, suggest_threshold: 0.12, max_suggestions: 3, ...settings }),
    });

  async function setApiActive(token: string, chatbotId: string, active: boolean, url = backend().url): Promise<IntegrationDTO> {
    const response = await fetch(`${url}/chatbot/${chatbotId}/integrations/api`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as IntegrationDTO;
  }

  async function botUnderTest({ trained = true, apiActive = true, groups = GROUPS, postbackMsg = 'Did you mean:' } = {}): Promise<BotUnderTest> {
    const token = await signedIn();
    const bot = await newChatbot(backend().url, token, { failed_msg: 'Sorry, I do not know that yet.', postback_msg: postbackMsg });
    if (trained) await storeTrainedGroups(backend(), bot.chatbot_id, groups);
    if (apiActive) await setApiActive(token, bot.chatbot_id, true);
    return {
      token,
      chatbotId: bot.chatbot_id,
      vendorId: bot.vendor_id,
      failedMsg: bot.failed_msg,
      postbackMsg: bot.postback_msg,
      groupId: (key) => `${bot.chatbot_id}-${key}`,
    };
  }

  async function post<T>(path: string, payload: unknown, headers: Record<string, string> = {}, url = backend().url): Promise<Sent<T>> {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(payload) });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  const say = (vendorId: string, userId: string, text: string, headers?: Record<string, string>, url?: string) =>
    post<PublicMessageReply>(`/webhook/api/v2/${vendorId}`, { userId, type: 'message', message: { text } }, headers, url);
  const history = (vendorId: string, userId: string, headers?: Record<string, string>) => post<PublicHistoryReply>(`/webhook/api/v2/${vendorId}/history`, { userId }, headers);

  return { backend, botUnderTest, signedIn, setApiActive, saveAnswerSettings, post, say, history };
}
