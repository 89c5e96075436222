// §6 human agents in LINE groups and rooms: a message from a listed agent (by display name, asked of LINE once and
// kept in memory a while) is not a question, and after an agent speaks the bot keeps quiet in that group or room for
// the channel's quiet minutes (0: never quiet). The quiet period is kept in the database, so every replica keeps it.
import type { webhook } from '@line/bot-sdk';
import type { BackendContext } from '../../context';
import { lineClient, withRetries } from './line-api';
import { isQuiet, keepQuiet } from '../quiet-conversations.repository';

const NAME_TTL_MS = 10 * 60_000;
const NAMES_KEPT = 10_000;

interface KnownName {
  name: Promise<string | undefined>;
  expiresAt: number;
}

/** Display names per replica: bot, conversation and user → name. */
const namesByBackend = new WeakMap<BackendContext, Map<string, KnownName>>();

function namesOf(ctx: BackendContext): Map<string, KnownName> {
  let names = namesByBackend.get(ctx);
  if (!names) {
    names = new Map();
    namesByBackend.set(ctx, names);
  }
  return names;
}

/** The group or room id of a source, undefined for a one-to-one chat. */
export function conversationOf(source: webhook.Source | undefined): string | undefined {
  if (source?.type === 'group') return source.groupId;
  if (source?.type === 'room') return source.roomId;
  return undefined;
}

async function askDisplayName(ctx: BackendContext, accessToken: string, source: webhook.Source, userId: string): Promise<string | undefined> {
  const client = lineClient(ctx, accessToken);
  try {
    if (source.type === 'group') return (await withRetries(() => client.getGroupMemberProfile(source.groupId, userId), ctx.lineApiTimeoutMs)).displayName;
    if (source.type === 'room') return (await withRetries(() => client.getRoomMemberProfile(source.roomId, userId), ctx.lineApiTimeoutMs)).displayName;
  } catch {
    // A member LINE will not describe (left the group, no consent) is taken for a user.
  }
  return undefined;
}

function displayName(ctx: BackendContext, chatbotId: string, accessToken: string, source: webhook.Source, conversationId: string, userId: string): Promise<string | undefined> {
  const names = namesOf(ctx);
  const key = `${chatbotId}\n${conversationId}\n${userId}`;
  const now = Date.now();
  const known = names.get(key);
  if (known && known.expiresAt > now) return known.name;
  if (names.size >= NAMES_KEPT) for (const [name, entry] of names) if (entry.expiresAt <= now || names.size >= NAMES_KEPT) names.delete(name);
  const entry = { name: askDisplayName(ctx, accessToken, source, userId), expiresAt: now + NAME_TTL_MS };
  names.set(key, entry);
  return entry.name;
}

export interface AgentRules {
  chatbotId: string;
  accessToken: string;
  humanAgents: string[];
  quietMinutes: number;
}

/**
 * Why the bot stays silent on this event of a group or room: its speaker is a human agent (who starts the quiet
 * period), or a quiet period is running there; undefined when it answers. One-to-one chats and bots without human
 * agents always answer.
 */
export async function botKeepsQuiet(ctx: BackendContext, rules: AgentRules, source: webhook.Source | undefined): Promise<'agent' | 'quiet' | undefined> {
  const conversationId = conversationOf(source);
  if (!source || !conversationId || rules.humanAgents.length === 0) return undefined;
  const userId = source.userId;
  if (userId) {
    const name = await displayName(ctx, rules.chatbotId, rules.accessToken, source, conversationId, userId);
    if (name !== undefined && rules.humanAgents.includes(name.trim())) {
      if (rules.quietMinutes > 0) await keepQuiet(ctx.db, rules.chatbotId, 'line', conversationId, new Date(ctx.now().getTime() + rules.quietMinutes * 60_000));
      return 'agent';
    }
  }
  if (rules.quietMinutes === 0) return undefined;
  return (await isQuiet(ctx.db, rules.chatbotId, 'line', conversationId, ctx.now())) ? 'quiet' : undefined;
}
