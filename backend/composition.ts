// The composition root: the one place that builds the backend's services (the language model, the bot-changes
// feed, the per-bot caches, the public rate limits, the history writer, the mailer) and its background workers, and hands them
// on typed. Settings come from the environment here, and nowhere else below.
import { AutoFaqIndexCache } from './autofaq/autofaq-index';
import { EntityMatcherCache } from './entities/entity-cache';
import { ActiveQuestionnairesCache } from './questionnaires/questionnaire-keys.cache';
import { TopicPresenceCache } from './topics/topic-presence.cache';
import { BotChanges } from './caching/bot-changes';
import { startInboundWorker } from './channels/inbound.worker';
import { CHANNELS } from './channels/registry';
import type { BackendContext } from './context';
import type { BackendDatabase } from './db/database';
import { ExchangeWriter } from './history/exchange-writer';
import { resolveReplicaId, workerIdentity } from './jobs/replica';
import { JOB_KINDS } from './jobs/registry';
import { KnowledgeIndexCache } from './knowledge/knowledge-index';
import { IndexBuilder, type IndexBuilderOptions } from './answering/index-builder/index-builder';
import { MergedIndexCache } from './answering/pipeline/merged-index';
import { KnowledgeReader, type KnowledgeReaderOptions } from './knowledge/reader/knowledge-reader';
import { createLanguageModel, readLlmConfig, type LlmConfig } from './llm/provider';
import { wholeSetting } from './llm/llm-config';
import { BotDirectory } from './channels/public-bot.cache';
import { QaIndexCache } from './answering/pipeline/qa-index.cache';
import { startLimitSync } from './channels/limits/limit-sync';
import { SecretBox } from './secrets/secret-box';
import { readPublicApiLimits, TokenBuckets } from './channels/limits/token-bucket';
import { createMailer, readMailSettings } from './mail/mailer';
import { readSignInProviders } from './sign-in/sign-in.config';
import { CsvReader, type CsvReaderOptions } from './uploads/csv-reader';
import { OpenStreams } from './http/open-streams';

export interface CompositionOptions {
  dataDir: string;
  /** The language model's settings; read from LLM_* in `env` when omitted. */
  llm?: LlmConfig;
  /** Where settings are read from (PUBLIC_API_*, LLM_*, SMTP_URL, MAIL_FROM); process.env by default. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  /** Receives errors that have no caller to go to (e.g. LLM usage that could not be recorded). */
  report?: (error: unknown) => void;
  /** The server log (e.g. the links of mails kept in the outbox without SMTP_URL); silent when omitted. */
  log?: (line: string) => void;
  /** The knowledge reader's threads, queue, time and memory bounds and passage limits; defaults when omitted. */
  knowledgeReader?: KnowledgeReaderOptions;
  indexBuilder?: IndexBuilderOptions;
  csvReader?: CsvReaderOptions;
  /** Seals channel secrets (server.ts resolves SECRET_KEY or the data directory's key); a key of this process only when omitted. */
  secrets?: SecretBox;
}

/** An http(s) URL setting without its trailing slash; the fallback when unset. */
function httpUrlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https URL`);
  return url.toString().replace(/\/+$/, '');
}

/** PUBLIC_URL: where platforms and people reach this product (webhook URLs shown to owners, mail links); http://localhost:{PORT} by default. */
export const readPublicUrl = (env: NodeJS.ProcessEnv) => httpUrlSetting(env, 'PUBLIC_URL', `http://localhost:${env.PORT || 4000}`);
/** LINE_API_BASE_URL: the Messaging API's origin; a stand-in's in tests and benchmarks. */
export const readLineApiBaseUrl = (env: NodeJS.ProcessEnv) => httpUrlSetting(env, 'LINE_API_BASE_URL', 'https://api.line.me');
/** LINE_API_TIMEOUT_MS: how long one call to the Messaging API may take (10 s, as the Messenger Send API's). */
export const readLineApiTimeoutMs = (env: NodeJS.ProcessEnv) => wholeSetting(env, 'LINE_API_TIMEOUT_MS', 10_000, 1);
/** FACEBOOK_API_TIMEOUT_MS: how long one Send API call may take; one left unanswered is not sent again. */
export const readFacebookApiTimeoutMs = (env: NodeJS.ProcessEnv) => wholeSetting(env, 'FACEBOOK_API_TIMEOUT_MS', 10_000, 1);
/** CALLBACK_TIMEOUT_MS: how long the third-party callback may take to answer a copy; one left unanswered is not sent again. */
export const readCallbackTimeoutMs = (env: NodeJS.ProcessEnv) => wholeSetting(env, 'CALLBACK_TIMEOUT_MS', 10_000, 1);
/** FACEBOOK_GRAPH_BASE_URL: the Graph API the Messenger channel sends replies through. */
export const readFacebookGraphBaseUrl = (env: NodeJS.ProcessEnv) => httpUrlSetting(env, 'FACEBOOK_GRAPH_BASE_URL', 'https://graph.facebook.com/v21.0');

export function composeBackend(database: BackendDatabase, options: CompositionOptions): BackendContext {
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const llm = createLanguageModel(options.llm ?? readLlmConfig(env), { db: database.db, now, ...(options.report && { reportError: options.report }) });
  const botChanges = new BotChanges(database);
  const limits = readPublicApiLimits(env);
  const indexBuilder = new IndexBuilder(options.indexBuilder);
  const qaIndexes = new QaIndexCache(database.db, botChanges);
  const autoFaq = new AutoFaqIndexCache(database.db, botChanges, indexBuilder);
  const knowledge = new KnowledgeIndexCache(database.db, botChanges, llm?.embed !== undefined, indexBuilder);
  const sourceIndexes = async (chatbotId: string) => {
    const [qa, faq, passages] = await Promise.all([qaIndexes.get(chatbotId), autoFaq.get(chatbotId), knowledge.get(chatbotId)]);
    return { qa, autofaq: faq, knowledge: passages };
  };
  return {
    database,
    db: database.db,
    dataDir: options.dataDir,
    now,
    openStreams: new OpenStreams(),
    llm,
    botChanges,
    caches: {
      publicBots: new BotDirectory(database.db, botChanges),
      qaIndexes,
      autoFaq,
      knowledge,
      mergedIndexes: new MergedIndexCache(botChanges, { sources: sourceIndexes, builder: indexBuilder }),
      entities: new EntityMatcherCache(database.db, botChanges),
      questionnaires: new ActiveQuestionnairesCache(database.db, botChanges),
      topics: new TopicPresenceCache(database.db, botChanges),
    },
    publicLimits: {
      vendor: new TokenBuckets(limits.vendorPerMinute),
      user: new TokenBuckets(limits.userPerMinute),
      address: new TokenBuckets(limits.addressPerMinute),
    },
    // The embedded database runs each statement on the event loop: under steady traffic a history batch waits up to
    // 3 ms for company there (docs/decisions.md "Prepared statements on PGlite").
    history: new ExchangeWriter(database.db, { soleWriter: database.soleWriter, gatherMs: database.soleWriter ? 3 : 0 }),
    knowledgeReader: new KnowledgeReader(options.knowledgeReader),
    indexBuilder,
    csvReader: new CsvReader(options.csvReader),
    secrets: options.secrets ?? SecretBox.ephemeral(),
    mailer: createMailer(readMailSettings(env), { db: database.db, now, log: options.log ?? (() => undefined) }),
    publicUrl: readPublicUrl(env),
    lineApiBaseUrl: readLineApiBaseUrl(env),
    lineApiTimeoutMs: readLineApiTimeoutMs(env),
    facebookGraphBaseUrl: readFacebookGraphBaseUrl(env),
    facebookApiTimeoutMs: readFacebookApiTimeoutMs(env),
    callbackTimeoutMs: readCallbackTimeoutMs(env),
    callbacksMayReachPrivateAddresses: env.CALLBACK_ALLOW_PRIVATE_ADDRESSES === '1',
    planSelfService: env.PLAN_SELF_SERVICE !== 'false',
    signIn: readSignInProviders(env),
  };
}

export interface BackgroundWorkers {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** REPLICA_ID: this replica's stable identity; generated into the data directory on first start when unset. */
  replicaId?: string;
  report?: (worker: string, error: unknown) => void;
}

/**
 * Starts every background worker of this process: one per registered job kind (training, knowledge ingestion,
 * prompt optimisation; backend/jobs/registry.ts), the inbound channel events, and the exchange of public rate-limit
 * spending with other replicas. Replicas share the work through the database; each
 * worker stops once it has let go of the job in hand. Jobs an earlier process of this replica died with are taken
 * over at once; another replica's only once their claim is stale.
 */
export async function startWorkers(ctx: BackendContext, options: WorkerOptions = {}): Promise<BackgroundWorkers> {
  const report = options.report ?? (() => undefined);
  const identity = workerIdentity(await resolveReplicaId(options.replicaId, ctx.dataDir));
  const started = await Promise.all([
    ...JOB_KINDS.map((kind) => kind.startWorker(ctx, { identity, report: (error) => report(`${kind.kind} worker`, error) })),
    startLimitSync(ctx.database, ctx.publicLimits, { report: (error) => report('rate-limit sync', error) }),
    startInboundWorker(ctx, Object.fromEntries(CHANNELS.flatMap((channel) => (channel.handleEvent ? [[channel.platform, channel.handleEvent]] : []))), {
      identity,
      report: (error) => report('inbound worker', error),
    }),
  ]);
  return {
    async stop() {
      await Promise.all(started.map((worker) => worker.stop()));
    },
  };
}
