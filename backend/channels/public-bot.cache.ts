// Vendor id → what the public channels need of a bot (messages, api and web channel state, thresholds, the
// widget's settings), cached briefly per replica: the hot path then reads no bot row. A change of the bot's settings
// drops it on every replica that hears the change; ENTRY_TTL_MS bounds how long a missed notification can last.
import type { Kysely } from 'kysely';
import { WEB_PLUGIN_DEFAULTS, type Language } from '../../schema/rules/constants';
import { isStorableText } from '../../schema/rules/validation';
import { DEFAULT_MATCH_OPTIONS } from '../answering';
import { SynonymTable } from '../answering/synonyms';
import type { BotChangeFeed } from '../caching/bot-changes';
import type { Database } from '../db/schema';
import { findPublicBotRow, type PublicBotRow } from './public-bot.repository';

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

interface Entry {
  bot: Promise<PublicBot | undefined>;
  expiresAt: number;
  chatbotId?: string;
}

/**
 * The line before similar-question buttons when the owner left the bot's postback message blank (it is optional):
 * without it the reply had no text at all, which read as a blank bubble and which LINE and Messenger refuse.
 */
export const DEFAULT_POSTBACK_MSG: Record<Language, string> = {
  tw: '您是不是想問：',
  en: 'Did you mean:',
  cn: '您是不是想问：',
  jp: 'お探しの質問はこちらですか？',
};

function toPublicBot(row: PublicBotRow, synonyms: SynonymTable | undefined): PublicBot {
  return {
    chatbotId: row.chatbot_id,
    accountId: row.account_id,
    robotName: row.robot_name,
    greetingMsg: row.greeting_msg,
    failedMsg: row.failed_msg,
    postbackMsg: row.postback_msg.trim() || DEFAULT_POSTBACK_MSG[row.language],
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
    synonyms,
  };
}

export class BotDirectory {
  // Each bot's synonym table with the sets it was built from: bots are read again every second, and a table is
  // built again only when the bot's sets changed (one entry per bot that has sets).
  private readonly synonymTables = new Map<string, { sets: string; table: SynonymTable }>();
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Kysely<Database>,
    changes: BotChangeFeed,
    private readonly clock: () => number = () => Date.now(),
  ) {
    changes.subscribe((chatbotId, change) => {
      if (change === 'settings') this.forgetChatbot(chatbotId);
    });
    changes.onMissedChanges(() => this.entries.clear());
  }

  /** The bot of a vendor id, or undefined when no bot has it. */
  lookup(vendorId: string): Promise<PublicBot | undefined> {
    // No bot has such an id, and PostgreSQL could not even compare it.
    if (!isStorableText(vendorId)) return Promise.resolve(undefined);
    const now = this.clock();
    const cached = this.entries.get(vendorId);
    if (cached && cached.expiresAt > now) return cached.bot;
    const entry: Entry = { bot: this.load(vendorId), expiresAt: now + ENTRY_TTL_MS };
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

  private async load(vendorId: string): Promise<PublicBot | undefined> {
    const row = await findPublicBotRow(this.db, vendorId);
    return row && toPublicBot(row, this.synonymTableOf(row.chatbot_id, row.synonyms));
  }

  private synonymTableOf(chatbotId: string, sets: string[][] | null | undefined): SynonymTable | undefined {
    if (!sets || sets.length === 0) {
      this.synonymTables.delete(chatbotId);
      return undefined;
    }
    const key = JSON.stringify(sets);
    let entry = this.synonymTables.get(chatbotId);
    if (entry?.sets !== key) {
      entry = { sets: key, table: new SynonymTable(sets) };
      this.synonymTables.set(chatbotId, entry);
    }
    return entry.table;
  }

  private forgetChatbot(chatbotId: string): void {
    for (const [vendorId, entry] of this.entries) if (entry.chatbotId === chatbotId) this.entries.delete(vendorId);
  }

  private dropExpired(now: number): void {
    for (const [vendorId, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(vendorId);
  }
}
