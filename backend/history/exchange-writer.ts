// Writes exchanges into the history. An exchange (the user's line and the bot's) is one INSERT that also picks the
// conversation session, so a reply costs a single round trip; conversation.repository.ts reads the lines back and
// changes them afterwards (feedback, unsend).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PublicButton } from '../../schema/rest';
import { CONVERSATION_IDLE_MS, type AnswerStatus, type Platform } from '../../schema/rules/constants';
import { PREPARED_MARK } from '../db/pglite-statements';
import type { Database } from '../db/schema';
import { taipeiDay } from './taipei-calendar';

export interface ExchangeRecord {
  chatbotId: string;
  userId: string;
  platform: Platform;
  question: string;
  reply: string;
  buttons: PublicButton[];
  answerStatus: AnswerStatus;
  groupId: string | null;
  at: Date;
  /** The platform's id of the user's message (LINE's), kept on the user's line so an unsent message can be found. */
  platformMessageId?: string;
  /** The LINE group or room the exchange was in (`group:<id>`, `room:<id>`), on both lines. */
  platformConversation?: string;
}

export interface RecordedExchange {
  sid: string;
  /** The bot line's id: the reply's history id (`mid`), which feedback names. */
  mid: string;
  /** True when this exchange opened a new conversation session. */
  startedSession: boolean;
}

interface PendingExchange {
  exchange: ExchangeRecord;
  newSid: string;
  resolve: (recorded: RecordedExchange) => void;
  reject: (error: unknown) => void;
}

/** A user's latest line with a bot, as far as the session rule needs it. */
interface LatestLine {
  sid: string;
  at: number;
}

/**
 * The latest line of users this process wrote for, when it is the database's only writer: their next exchange
 * needs no read to find its session. Bounded; the users seen longest ago are forgotten first (and read again).
 */
class LatestLines {
  private readonly lines = new Map<string, LatestLine>();

  constructor(private readonly capacity: number) {}

  get(key: string): LatestLine | undefined {
    return this.lines.get(key);
  }

  set(key: string, line: LatestLine): void {
    this.lines.delete(key);
    this.lines.set(key, line);
    if (this.lines.size > this.capacity) this.lines.delete(this.lines.keys().next().value as string);
  }
}

export interface ExchangeWriterOptions {
  /** No other process writes this history (the embedded database), so sessions can be remembered. */
  soleWriter: boolean;
  maxBatch?: number;
  rememberUsers?: number;
  /** Under steady traffic, how long a batch waits for company before it is written; 0 (the default) never waits. */
  gatherMs?: number;
  /** Traffic is steady when the last `STEADY_ARRIVALS` exchanges arrived within this many milliseconds. */
  steadyWindowMs?: number;
}

/** Exchanges that make a batch worth writing at once, without waiting for more. */
const FULL_BATCH = 8;
/** How many of the latest arrivals tell whether traffic is steady. */
const STEADY_ARRIVALS = 4;

/**
 * Stores exchanges, both lines each, many per INSERT: while one batch is being written the next ones gather, so
 * under load the database sees one statement per batch instead of one per reply. Each caller's promise settles when
 * its batch has committed.
 *
 * A statement costs about as much as three more exchanges in it, and on the embedded database it runs on the event
 * loop. So there (`gatherMs`, set by the composition root), under steady traffic (four exchanges within 10 ms, about
 * 400 replies/s or more), a batch waits up to 3 ms for company, or until it holds eight; otherwise an exchange is
 * written at once. At 500 paced replies/s that freed about a fifth of the loop (docs/decisions.md "Prepared
 * statements on PGlite"). A server runs the statement off the loop: no wait there.
 */
export class ExchangeWriter {
  private queue: PendingExchange[] = [];
  private writing = false;
  private readonly maxBatch: number;
  private readonly remembered: LatestLines | undefined;
  private readonly gatherMs: number;
  private readonly steadyWindowMs: number;
  /** When the latest `STEADY_ARRIVALS` exchanges arrived (performance.now()), oldest first. */
  private readonly arrivals: number[] = [];
  /** Ends a batch's wait for company early, while it waits. */
  private wake: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    { soleWriter, maxBatch = 200, rememberUsers = 50_000, gatherMs = 0, steadyWindowMs = 10 }: ExchangeWriterOptions,
  ) {
    this.maxBatch = maxBatch;
    this.remembered = soleWriter ? new LatestLines(rememberUsers) : undefined;
    this.gatherMs = gatherMs;
    this.steadyWindowMs = steadyWindowMs;
  }

  record(exchange: ExchangeRecord): Promise<RecordedExchange> {
    return new Promise((resolve, reject) => {
      // randomUUID draws from a buffered entropy pool: no system call per reply.
      this.queue.push({ exchange, newSid: randomUUID(), resolve, reject });
      this.arrivals.push(performance.now());
      if (this.arrivals.length > STEADY_ARRIVALS) this.arrivals.shift();
      if (this.queue.length >= FULL_BATCH) this.wake?.();
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        // One turn of the event loop lets requests that have already arrived reach the queue: PGlite runs on
        // this thread, so without it the next batch would hold only what came in during the last await.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.gatherMs > 0 && this.queue.length < FULL_BATCH && this.steady()) await this.gather();
        const batch = this.takeBatch();
        try {
          this.settle(batch, await insertExchanges(this.db, batch, this.remembered));
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          // One exchange's failure (its bot deleted meanwhile) must not lose the others': each is written alone.
          else for (const pending of batch) await this.writeAlone(pending);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private settle(batch: PendingExchange[], written: Map<string, WrittenExchange>): void {
    for (const pending of batch) {
      const { sid, mid } = written.get(conversationKey(pending.exchange)) as WrittenExchange;
      pending.resolve({ sid, mid, startedSession: sid === pending.newSid });
    }
  }

  private async writeAlone(pending: PendingExchange): Promise<void> {
    try {
      this.settle([pending], await insertExchanges(this.db, [pending], this.remembered));
    } catch (error) {
      pending.reject(error);
    }
  }

  private steady(): boolean {
    return this.arrivals.length === STEADY_ARRIVALS && performance.now() - (this.arrivals[0] as number) <= this.steadyWindowMs;
  }

  /** Waits `gatherMs`, or less if the batch fills meanwhile. */
  private gather(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.gatherMs);
      this.wake = done;
    });
  }

  /** A user's second exchange waits for the next batch, so it continues the session the first one opens. */
  private takeBatch(): PendingExchange[] {
    const batch: PendingExchange[] = [];
    const rest: PendingExchange[] = [];
    const users = new Set<string>();
    for (const pending of this.queue) {
      const key = conversationKey(pending.exchange);
      if (batch.length < this.maxBatch && !users.has(key)) {
        users.add(key);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.queue = rest;
    return batch;
  }
}

/** What the INSERT gave one exchange of a batch (a batch holds each user once). */
interface WrittenExchange {
  sid: string;
  mid: string;
}

/** A conversation is one user's with one bot through one channel: the same user id elsewhere is another conversation. */
const conversationKey = (exchange: { chatbotId: string; userId: string; platform: string }) => `${exchange.chatbotId}\n${exchange.userId}\n${exchange.platform}`;

/**
 * Two plain statements per batch: each user's latest recent line, then one INSERT of every line. (A single
 * statement with a lateral join was measured slower on PGlite: planning it cost more than a round trip.)
 * The latest line is one backward index step per user, so a long history costs nothing: the DISTINCT ON this
 * replaced read and sorted every line of the idle window (6.8 ms against 0.55 ms for 40 users of 700 lines each).
 * Users whose latest line the writer remembers (`remembered`, sole writer only) are not read at all.
 * Within a replica the writer never has a user twice in flight, so the session read here is still current.
 */
async function insertExchanges(db: Kysely<Database>, batch: PendingExchange[], remembered: LatestLines | undefined): Promise<Map<string, WrittenExchange>> {
  const latest = new Map<string, LatestLine>();
  const unknown = new Map<string, ExchangeRecord>();
  for (const { exchange } of batch) {
    const key = conversationKey(exchange);
    const known = remembered?.get(key);
    if (known) latest.set(key, known);
    else unknown.set(key, exchange);
  }
  if (unknown.size > 0) {
    const keys = [...unknown.values()];
    const earliest = Math.min(...keys.map((exchange) => exchange.at.getTime()));
    const { rows } = await sql<{ chatbot_id: string; user_id: string; platform: string; sid: string; created_at: Date }>`
      select k.chatbot_id, k.user_id, k.platform, latest.sid, latest.created_at
      from unnest(${keys.map((key) => key.chatbotId)}::text[], ${keys.map((key) => key.userId)}::text[], ${keys.map((key) => key.platform)}::text[]) as k(chatbot_id, user_id, platform)
      cross join lateral (
        select sid, created_at from conversation_messages
        where chatbot_id = k.chatbot_id and user_id = k.user_id and platform = k.platform and created_at > ${new Date(earliest - CONVERSATION_IDLE_MS)}
        order by created_at desc
        limit 1
      ) as latest`.execute(db);
    for (const row of rows) latest.set(conversationKey({ chatbotId: row.chatbot_id, userId: row.user_id, platform: row.platform }), { sid: row.sid, at: row.created_at.getTime() });
  }

  const sids = new Map<string, string>();
  const lines = batch.flatMap(({ exchange, newSid }) => {
    const key = conversationKey(exchange);
    const last = latest.get(key);
    const sid = last && last.at > exchange.at.getTime() - CONVERSATION_IDLE_MS ? last.sid : newSid;
    sids.set(key, sid);
    return [
      { exchange, sid, sender: 'user' as const, content: exchange.question, buttons: '[]', messageId: exchange.platformMessageId ?? null },
      { exchange, sid, sender: 'bot' as const, content: exchange.reply, buttons: JSON.stringify(exchange.buttons), messageId: null },
    ];
  });
  // One array per column, whatever the batch size: a short statement with 10 parameters parses and binds faster
  // than a VALUES list with 10 per line (scripts/bench-history.ts measures a batch's whole write).
  const column = <T>(pick: (line: (typeof lines)[number]) => T) => lines.map(pick);
  const counts = dailyCounts(batch.map(({ exchange }) => exchange));
  const count = <T>(pick: (row: DailyCount) => T) => counts.map(pick);
  // The batch's daily question counts are added in the same statement as its lines, so they commit together.
  // Prepared on the embedded database: its generic plan is as good as a fresh one (docs/decisions.md).
  const inserted = await sql<{ chatbot_id: string; user_id: string; platform: string; id: string; sender: string }>`${sql.raw(PREPARED_MARK)}
    with counted as (
      insert into question_daily_counts (chatbot_id, day, platform, answer_status, group_id, questions)
      select * from unnest(
        ${count((row) => row.chatbotId)}::text[], ${count((row) => row.day)}::date[], ${count((row) => row.platform)}::text[],
        ${count((row) => row.answerStatus)}::int[], ${count((row) => row.groupId)}::text[], ${count((row) => row.questions)}::int[]
      )
      on conflict (chatbot_id, day, platform, answer_status, group_id) do update set questions = question_daily_counts.questions + excluded.questions
    )
    insert into conversation_messages (chatbot_id, user_id, sid, sender, content, platform, answer_status, group_id, buttons, created_at, platform_message_id, platform_conversation)
    select * from unnest(
      ${column((line) => line.exchange.chatbotId)}::text[], ${column((line) => line.exchange.userId)}::text[],
      ${column((line) => line.sid)}::text[], ${column((line) => line.sender)}::text[], ${column((line) => line.content)}::text[],
      ${column((line) => line.exchange.platform)}::text[], ${column((line) => line.exchange.answerStatus)}::int[],
      ${column((line) => line.exchange.groupId)}::text[], ${column((line) => line.buttons)}::jsonb[],
      ${column((line) => line.exchange.at)}::timestamptz[], ${column((line) => line.messageId)}::text[],
      ${column((line) => line.exchange.platformConversation ?? null)}::text[]
    )
    returning chatbot_id, user_id, platform, id, sender`.execute(db);
  if (remembered) {
    for (const { exchange } of batch) {
      const key = conversationKey(exchange);
      const before = latest.get(key);
      if (!before || exchange.at.getTime() >= before.at) remembered.set(key, { sid: sids.get(key) as string, at: exchange.at.getTime() });
    }
  }
  const written = new Map<string, WrittenExchange>();
  for (const row of inserted.rows) {
    if (row.sender !== 'bot') continue;
    const key = conversationKey({ chatbotId: row.chatbot_id, userId: row.user_id, platform: row.platform });
    written.set(key, { sid: sids.get(key) as string, mid: String(row.id) });
  }
  return written;
}

interface DailyCount {
  chatbotId: string;
  day: string;
  platform: Platform;
  answerStatus: number;
  groupId: string;
  questions: number;
}

/** The exchanges counted per bot, Taipei day, platform, answer status and group: one row per key, as an upsert needs. */
function dailyCounts(exchanges: ExchangeRecord[]): DailyCount[] {
  const counts = new Map<string, DailyCount>();
  for (const exchange of exchanges) {
    const row = { chatbotId: exchange.chatbotId, day: taipeiDay(exchange.at), platform: exchange.platform, answerStatus: exchange.answerStatus, groupId: exchange.groupId ?? '', questions: 0 };
    const key = [row.chatbotId, row.day, row.platform, row.answerStatus, row.groupId].join('\n');
    const counted = counts.get(key) ?? row;
    counted.questions += 1;
    counts.set(key, counted);
  }
  return [...counts.values()];
}
