// What every route and service of the running backend is handed: the database, where files go, the clock, the
// language model when one is configured, the per-bot caches, the public channels' rate limits, the history
// writer and the mailer. Built once, in backend/composition.ts; nothing else creates these or finds them through a lookup.
import type { Kysely } from 'kysely';
import type { AutoFaqIndexCache } from './autofaq/autofaq-index';
import type { EntityMatcherCache } from './entities/entity-cache';
import type { ActiveQuestionnairesCache } from './questionnaires/questionnaire-keys.cache';
import type { TopicPresenceCache } from './topics/topic-presence.cache';
import type { BotChanges } from './caching/bot-changes';
import type { BackendDatabase } from './db/database';
import type { Database } from './db/schema';
import type { ExchangeWriter } from './history/exchange-writer';
import type { KnowledgeIndexCache } from './knowledge/knowledge-index';
import type { IndexBuilder } from './answering/index-builder/index-builder';
import type { MergedIndexCache } from './answering/pipeline/merged-index';
import type { KnowledgeReader } from './knowledge/reader/knowledge-reader';
import type { LanguageModel } from './llm/provider';
import type { BotDirectory } from './channels/public-bot.cache';
import type { QaIndexCache } from './answering/pipeline/qa-index.cache';
import type { TokenBuckets } from './channels/limits/token-bucket';
import type { SecretBox } from './secrets/secret-box';
import type { Mailer } from './mail/mailer';
import type { SignInProviders } from './sign-in/provider';
import type { CsvReader } from './uploads/csv-reader';
import type { OpenStreams } from './http/open-streams';

export interface BackendCaches {
  /** Vendor id → what the public channels need of a bot. */
  publicBots: BotDirectory;
  /** Each bot's trained Q&A index. */
  qaIndexes: QaIndexCache;
  /** Each bot's AutoFAQ answer index. */
  autoFaq: AutoFaqIndexCache;
  /** Each bot's knowledge passages index. */
  knowledge: KnowledgeIndexCache;
  /** Each bot's sources ranked in one index, for a bot with more than one. */
  mergedIndexes: MergedIndexCache;
  /** Each bot's entity matcher (its active entity files). */
  entities: EntityMatcherCache;
  /** Each bot's active questionnaires and their keywords. */
  questionnaires: ActiveQuestionnairesCache;
  /** Whether each bot has an active topic. */
  topics: TopicPresenceCache;
}

/** The public channels' budgets, shared by every channel so a vendor's budget is one budget, and by every replica. */
export interface PublicLimits {
  vendor: TokenBuckets;
  user: TokenBuckets;
  address: TokenBuckets;
}

export interface BackendContext {
  readonly database: BackendDatabase;
  readonly db: Kysely<Database>;
  readonly dataDir: string;
  /** The current time; tests may pass another clock to the composition root. */
  now(): Date;
  /** Ends each open server-sent event stream; filled by the streams themselves. */
  readonly openStreams: OpenStreams;
  /** The OpenAI-compatible model (LLM_BASE_URL); undefined without one, and every feature then works without it. */
  readonly llm: LanguageModel | undefined;
  /** Announces a change of a bot to every replica's caches. */
  readonly botChanges: BotChanges;
  readonly caches: BackendCaches;
  readonly publicLimits: PublicLimits;
  /** Batches the history lines of concurrent replies. */
  readonly history: ExchangeWriter;
  /** Parses and chunks knowledge files on worker threads, within the passage limits it holds. */
  readonly knowledgeReader: KnowledgeReader;
  /** Builds large answer indexes (training, AutoFAQ answer sets, knowledge, merged sources) on a worker thread. */
  readonly indexBuilder: IndexBuilder;
  /** Reads large uploaded CSV files (Q&A import, batch test) on a worker thread. */
  readonly csvReader: CsvReader;
  /** Seals and opens channel secrets at rest. */
  readonly secrets: SecretBox;
  /** Sends the account mails (SMTP_URL), or keeps them in the outbox without one. */
  readonly mailer: Mailer;
  /** PUBLIC_URL without a trailing slash: the origin platforms call (the webhook URLs owners paste) and mail links open. */
  readonly publicUrl: string;
  /** LINE_API_BASE_URL without a trailing slash: where the LINE channel calls the Messaging API (https://api.line.me). */
  readonly lineApiBaseUrl: string;
  /** LINE_API_TIMEOUT_MS: the time one Messaging API call may take before it is given up. */
  readonly lineApiTimeoutMs: number;
  /** FACEBOOK_GRAPH_BASE_URL without a trailing slash: where Messenger replies go (the Send API). */
  readonly facebookGraphBaseUrl: string;
  /** FACEBOOK_API_TIMEOUT_MS: the time one Send API call may take; one left unanswered is not sent again. */
  readonly facebookApiTimeoutMs: number;
  /** CALLBACK_TIMEOUT_MS: the time the third-party callback may take to answer a reply's copy. */
  readonly callbackTimeoutMs: number;
  /** CALLBACK_ALLOW_PRIVATE_ADDRESSES=1: third-party callbacks may reach loopback and private addresses (tests, closed networks). */
  readonly callbacksMayReachPrivateAddresses: boolean;
  /** PLAN_SELF_SERVICE (on unless `false`): owners switch their plan themselves; off, the console says to contact us. */
  readonly planSelfService: boolean;
  /** The third-party sign-ins configured (GOOGLE_*, LINE_LOGIN_*); a missing one is not offered. */
  readonly signIn: SignInProviders;
}
