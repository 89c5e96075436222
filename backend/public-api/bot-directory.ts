// Vendor id → what the public API needs of a bot (messages, api channel state, thresholds), cached briefly
// per replica: the hot path then reads no bot row. Changes show within ENTRY_TTL_MS on every replica,
// at once on this one when the integrations service forgets the bot.
import { sql, type Kysely } from 'kysely';
import { DEFAULT_MATCH_OPTIONS } from '../answering';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import type { IntegrationTables } from '../integrations/integration.table';

const ENTRY_TTL_MS = 1000;

export interface AnswerThresholds {
  answerThreshold: number;
  suggestThreshold: number;
  maxSuggestions: number;
}

export interface PublicBot {
  chatbotId: string;
  accountId: number;
  robotName: string;
  greetingMsg: string;
  failedMsg: string;
  postbackMsg: string;
  apiActive: boolean;
  thresholds: AnswerThresholds;
}

interface Entry {
  bot: Promise<PublicBot | undefined>;
  expiresAt: number;
  chatbotId?: string;
}

async function loadPublicBot(db: Kysely<Database>, vendorId: string): Promise<PublicBot | undefined> {
  const row = await db
    .withTables<IntegrationTables>()
    .selectFrom('chatbots')
    .leftJoin('integrations', (join) => join.onRef('integrations.chatbot_id', '=', 'chatbots.chatbot_id').on('integrations.platform', '=', 'api'))
    .leftJoin('answer_settings', 'answer_settings.chatbot_id', 'chatbots.chatbot_id')
    .select([
      'chatbots.chatbot_id',
      'chatbots.account_id',
      'chatbots.robot_name',
      'chatbots.greeting_msg',
      'chatbots.failed_msg',
      'chatbots.postback_msg',
      sql<boolean>`coalesce(integrations.active, false)`.as('api_active'),
      'answer_settings.answer_threshold',
      'answer_settings.suggest_threshold',
      'answer_settings.max_suggestions',
    ])
    .where('chatbots.vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    chatbotId: row.chatbot_id,
    accountId: row.account_id,
    robotName: row.robot_name,
    greetingMsg: row.greeting_msg,
    failedMsg: row.failed_msg,
    postbackMsg: row.postback_msg,
    apiActive: row.api_active,
    thresholds: {
      answerThreshold: row.answer_threshold ?? DEFAULT_MATCH_OPTIONS.answerThreshold,
      suggestThreshold: row.suggest_threshold ?? DEFAULT_MATCH_OPTIONS.suggestThreshold,
      maxSuggestions: row.max_suggestions ?? DEFAULT_MATCH_OPTIONS.maxSuggestions,
    },
  };
}

export class BotDirectory {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** The bot of a vendor id, or undefined when no bot has it. */
  lookup(vendorId: string): Promise<PublicBot | undefined> {
    const now = this.clock();
    const cached = this.entries.get(vendorId);
    if (cached && cached.expiresAt > now) return cached.bot;
    const entry: Entry = { bot: loadPublicBot(this.db, vendorId), expiresAt: now + ENTRY_TTL_MS };
    this.entries.set(vendorId, entry);
    entry.bot.then(
      (bot) => {
        entry.chatbotId = bot?.chatbotId;
      },
      // A failed lookup must not be served to the next caller.
      () => {
        if (this.entries.get(vendorId) === entry) this.entries.delete(vendorId);
      },
    );
    if (this.entries.size > 10_000) this.dropExpired(now);
    return entry.bot;
  }

  forgetChatbot(chatbotId: string): void {
    for (const [vendorId, entry] of this.entries) if (entry.chatbotId === chatbotId) this.entries.delete(vendorId);
  }

  private dropExpired(now: number): void {
    for (const [vendorId, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(vendorId);
  }
}

// One directory per running backend, so other domains of the same process can invalidate it.
const directories = new WeakMap<BackendContext, BotDirectory>();

export function botDirectory(ctx: BackendContext): BotDirectory {
  let directory = directories.get(ctx);
  if (!directory) {
    directory = new BotDirectory(ctx.db);
    directories.set(ctx, directory);
  }
  return directory;
}

/** Makes this replica read the bot afresh on its next public request (e.g. after a channel was switched). */
export function forgetPublicBot(ctx: BackendContext, chatbotId: string): void {
  directories.get(ctx)?.forgetChatbot(chatbotId);
}
