// What a kind of background job tells the framework (backend/jobs/): where its jobs live (a JobStore), how to run a
// claimed one and how to resume one a dead worker left, what a failure writes, and the shape of its progress events
// (what the event stream sends and when it ends). A kind is one such registration in registry.ts; the worker, the
// claim queries, the NOTIFY channels and the event stream are the framework's.
import type { Kysely } from 'kysely';
import type { BackendContext } from '../context';
import type { BackendDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { jobProgressChannel, jobWakeChannel } from './channels';
import type { JobChanges, JobRowOf, JobStore, JobTableName } from './job-store';

/** The job was taken over by another worker, requeued, ended elsewhere, or its bot or row deleted: stop quietly. */
export class ClaimLost extends Error {}

/** A job in this worker's hands. */
export interface ClaimedJob<T extends JobTableName> {
  row: JobRowOf<T>;
  workerId: string;
  /** Aborts when the worker stops (shutdown): the job is then left claimed for the next process to take over. */
  signal: AbortSignal;
  /** Writes the changes while this worker holds the job and announces its new state; throws ClaimLost otherwise. */
  step(changes: JobChanges<T>, via?: Kysely<Database>): Promise<JobRowOf<T>>;
}

/** A progress event: of one bot, with a progress from 0 to 1. */
export interface JobEvent {
  chatbot_id: string;
  progress: number;
}

/** How a kind's progress reaches the bot's event stream. */
export interface JobProgressShape<T extends JobTableName, Event extends JobEvent> {
  /** The SSE `event:` name. */
  eventName: string;
  /** A job's row as the event its stream sends (and its step announces). */
  toEvent(row: JobRowOf<T>): Event;
  /** The bot's current jobs as events, sent first on every stream. */
  current(db: Kysely<Database>, chatbotId: string): Promise<Event[]>;
  /** Which job an event is about. */
  keyOf(event: Event): string;
  finished(event: Event): boolean;
  /** A finished job may be queued again under the same key (a retried file): a later unfinished event still counts. */
  requeueable: boolean;
  /** The stream ends at once when the bot has no job (nothing to wait for), rather than waiting for the next one. */
  endsWithoutJobs: boolean;
}

/** A job kind's event that names its job and says whether it still runs. */
interface StatefulJobEvent extends JobEvent {
  job_id: string;
  state: string;
}

/**
 * The progress shape of a kind that runs one job at a time per bot: its stream sends the newest job and follows it
 * until it leaves the running state, or waits for the next job when the bot has none.
 */
export function newestJobProgress<T extends JobTableName, Event extends StatefulJobEvent>(shape: {
  eventName: string;
  toEvent(row: JobRowOf<T>): Event;
  newest(db: Kysely<Database>, chatbotId: string): Promise<JobRowOf<T> | undefined>;
  running: Event['state'];
}): JobProgressShape<T, Event> {
  return {
    eventName: shape.eventName,
    toEvent: shape.toEvent,
    current: async (db, chatbotId) => {
      const job = await shape.newest(db, chatbotId);
      return job ? [shape.toEvent(job)] : [];
    },
    keyOf: (job) => job.job_id,
    finished: (job) => job.state !== shape.running,
    requeueable: false,
    endsWithoutJobs: false,
  };
}

export interface JobFailureOutcome {
  reason: string;
  unexpected: boolean;
}

/**
 * An AppError's code (a refusal the owner can act on, words in the console's language), or INTERNAL for anything
 * else, which is reported: its own words (a path, a driver's message) are for the log, not the owner's page.
 */
export function failureCode(error: unknown): JobFailureOutcome {
  return error instanceof AppError ? { reason: error.code, unexpected: false } : { reason: 'INTERNAL', unexpected: true };
}

export interface JobKind<T extends JobTableName, Event extends JobEvent = JobEvent> {
  store: JobStore<T>;
  /** Runs a freshly claimed job to its end, writing each step with job.step. */
  run(ctx: BackendContext, job: ClaimedJob<T>): Promise<void>;
  /** Carries on a job a dead (or stopped) worker had started; what "resume" means is the kind's choice. */
  resume(ctx: BackendContext, job: ClaimedJob<T>): Promise<void>;
  /** The changes that end a job in failure with the reason. */
  failed(reason: string, ctx: BackendContext): JobChanges<T>;
  /**
   * The reason kept for an error, a code the console words in its language (schema/rules/job-failures.ts), and
   * whether it was unexpected (reported besides); failureCode by default.
   */
  failureOf?(error: unknown): JobFailureOutcome;
  progress: JobProgressShape<T, Event>;
}

/** Announces a job's state on its kind's progress channel (inside `via`'s transaction: on commit). */
export async function announceJob(database: BackendDatabase, kind: string, event: JobEvent, via?: Kysely<Database>): Promise<void> {
  await database.notify(jobProgressChannel(kind), JSON.stringify(event), via);
}

/** Tells every replica's worker of the kind to look for work now (inside `via`'s transaction: on commit). */
export async function wakeJobWorkers(database: BackendDatabase, kind: string, via?: Kysely<Database>): Promise<void> {
  await database.notify(jobWakeChannel(kind), '', via);
}
