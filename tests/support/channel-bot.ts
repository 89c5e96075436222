// A bot ready to talk on a channel, made as an owner would: an account on a plan that includes the channel, a bot
// with trained Q&A groups, and the channel turned on.
import { buildIndex } from '../../backend/answering';
import type { Platform } from '../../schema/rules/constants';
import type { TestBackend } from './backend';
import { loginToken, newAccount, newChatbot } from './factories';

export interface GroupFixture {
  key: string;
  questions: string[];
  answers: string[];
  /** 1 (the default) the first answer, 2 one at random, 3 in turn. */
  answer_mode?: 1 | 2 | 3;
  similar_enabled?: boolean;
  postback_choices?: string[];
}

export interface ChannelBot {
  token: string;
  chatbotId: string;
  vendorId: string;
  groupId(key: string): string;
}

/** Stores the groups and the index a training of them would save, as the Q&A domain does. */
export async function storeTrainedGroups(backend: TestBackend, chatbotId: string, groups: GroupFixture[]): Promise<void> {
  const ids = groups.map((group) => `${chatbotId}-${group.key}`);
  await backend.db
    .insertInto('qa_groups')
    .values(
      groups.map((group, position) => ({
        group_id: ids[position],
        chatbot_id: chatbotId,
        key: group.key,
        questions: JSON.stringify(group.questions),
        answers: JSON.stringify(group.answers),
        answer_mode: group.answer_mode ?? 1,
        similar_enabled: group.similar_enabled ?? true,
        postback_choices: JSON.stringify(group.postback_choices ?? []),
        tags: '[]',
        search_text: '',
      })),
    )
    .execute();
  const index = buildIndex(groups.map((group, position) => ({ id: ids[position], questions: group.questions, answers: group.answers })));
  await backend.db
    .insertInto('qa_indexes')
    .values({ chatbot_id: chatbotId, job_id: `job-${chatbotId}`, index: JSON.stringify(index), group_count: groups.length, trained_at: new Date() })
    .execute();
}

export async function channelBot(backend: TestBackend, platform: Platform, groups: GroupFixture[], { active = true } = {}): Promise<ChannelBot> {
  const account = await newAccount(backend.url);
  await backend.db.updateTable('accounts').set({ plan_code: 'pro' }).where('email', '=', account.email).execute();
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { failed_msg: 'Sorry, I do not know that yet.', postback_msg: 'Did you mean:' });
  await storeTrainedGroups(backend, bot.chatbot_id, groups);
  if (active) {
    const response = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/integrations/${platform}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true }),
    });
    if (response.status !== 200) throw new Error(`Turning ${platform} on answered ${response.status}`);
  }
  return { token, chatbotId: bot.chatbot_id, vendorId: bot.vendor_id, groupId: (key) => `${bot.chatbot_id}-${key}` };
}

/** A JSON request of the owner's console. */
export async function ownerCall<T>(backend: TestBackend, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Polls the database until the check holds (events are handled by a background worker). */
export async function until(check: () => Promise<boolean>, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
