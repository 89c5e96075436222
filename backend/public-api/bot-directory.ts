// Vendor id → what the public channels need of a bot (messages, api and web channel state, thresholds, the
// widget's settings), cached briefly per replica: the hot path then reads no bot row. Changes show within ENTRY_TTL_MS on every replica,
// at once on this one when the integrations service forgets the bot.
import { sql, type Kysely } from 'kysely';
import { WEB_PLUGIN_DEFAULTS, type Language } from '../../schema/rules/constants';
import { DEFAULT_MATCH_OPTIONS } from '../answering';
import { SynonymTable } from '../answering/synonyms';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import type { IntegrationTables } from '../integrations/integration.table';

const ENTRY_TTL_MS = 1000;

export interface AnswerThresholds {
  answerThreshold: number;
  suggestThreshold: number;
  maxSuggestions: number;
  /** 0 when the owner turned the off-topic filter off. */
  offTopicRatio: number;
}

/** The bot's website widget: its channel switch and what the web plugin settings say. */
export interface WebChannel {
  active: boolean;
  /** Normalised entries; empty = any site. */
  trustedDomains: string[];
  chatLabel: string;
  headerBgColor: string;
  headerTextColor: string;
  tickerMessages: string[];
  /** Content hashes of the uploaded icons, null for the built-in ones. */
  robotIconHash: string | null;
  chatIconHash: string | null;
}

export interface PublicBot {
  chatbotId: string;
  accountId: number;
  robotName: string;
  greetingMsg: string;
  failedMsg: string;
  postbackMsg: string;
  language: Language;
  apiActive: boolean;
  web: WebChannel;
  thresholds: AnswerThresholds;
  /** The bot's own synonym sets (answer settings), undefined when it has none. */
  synonyms: SynonymTable | undefined;
}

// Each bot's synonym table with the sets it was built from: the directory re-reads bots every second, and a
// table is built again only when the bot's sets changed (one entry per bot that has sets).
const synonymTables = new Map<string, { sets: string; table: SynonymTable }>();

function synonymTableOf(chatbotId: string, sets: string[][] | null | undefined): SynonymTable | undefined {
  if (!sets || sets.length === 0) {
    synonymTables.delete(chatbotId);
    return undefined;
  }
  const key = JSON.stringify(sets);
  let entry = synonymTables.get(chatbotId);
  if (entry?.sets !== key) {
    entry = { sets: key, table: new SynonymTable(sets) };
    synonymTables.set(chatbotId, entry);
  }
  return entry.table;
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
    .leftJoin('integrations as api', (join) => join.onRef('api.chatbot_id', '=', 'chatbots.chatbot_id').on('api.platform', '=', 'api'))
    .leftJoin('integrations as web', (join) => join.onRef('web.chatbot_id', '=', 'chatbots.chatbot_id').on('web.platform', '=', 'web'))
    .leftJoin('answer_settings', 'answer_settings.chatbot_id', 'chatbots.chatbot_id')
    .leftJoin('web_plugin_settings', 'web_plugin_settings.chatbot_id', 'chatbots.chatbot_id')
    .select((eb) => [
      'chatbots.chatbot_id',
      'chatbots.account_id',
      'chatbots.robot_name',
      'chatbots.greeting_msg',
      'chatbots.failed_msg',
      'chatbots.postback_msg',
      'chatbots.language',
      sql<boolean>`coalesce(api.active, false)`.as('api_active'),
      sql<boolean>`coalesce(web.active, false)`.as('web_active'),
      'answer_settings.answer_threshold',
      'answer_settings.suggest_threshold',
      'answer_settings.max_suggestions',
      'answer_settings.synonyms',
      'answer_settings.off_topic_filter',
      'web_plugin_settings.trusted_domains',
      'web_plugin_settings.chat_label',
      'web_plugin_settings.header_bg_color',
      'web_plugin_settings.header_text_color',
      'web_plugin_settings.ticker_messages',
      eb.selectFrom('web_plugin_icons').select('hash').whereRef('web_plugin_icons.chatbot_id', '=', 'chatbots.chatbot_id').where('kind', '=', 'robot').as('robot_icon_hash'),
      eb.selectFrom('web_plugin_icons').select('hash').whereRef('web_plugin_icons.chatbot_id', '=', 'chatbots.chatbot_id').where('kind', '=', 'chat').as('chat_icon_hash'),
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
    language: row.language,
    apiActive: row.api_active,
    web: {
      active: row.web_active,
      trustedDomains: row.trusted_domains ?? [...WEB_PLUGIN_DEFAULTS.trusted_domains],
      chatLabel: row.chat_label ?? WEB_PLUGIN_DEFAULTS.chat_label,
      headerBgColor: row.header_bg_color ?? WEB_PLUGIN_DEFAULTS.header_bg_color,
      headerTextColor: row.header_text_color ?? WEB_PLUGIN_DEFAULTS.header_text_color,
      tickerMessages: row.ticker_messages ?? [...WEB_PLUGIN_DEFAULTS.ticker_messages],
      robotIconHash: row.robot_icon_hash ?? null,
      chatIconHash: row.chat_icon_hash ?? null,
    },
    thresholds: {
      answerThreshold: row.answer_threshold ?? DEFAULT_MATCH_OPTIONS.answerThreshold,
      suggestThreshold: row.suggest_threshold ?? DEFAULT_MATCH_OPTIONS.suggestThreshold,
      maxSuggestions: row.max_suggestions ?? DEFAULT_MATCH_OPTIONS.maxSuggestions,
      offTopicRatio: row.off_topic_filter === false ? 0 : DEFAULT_MATCH_OPTIONS.offTopicRatio,
    },
    synonyms: synonymTableOf(row.chatbot_id, row.synonyms),
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
