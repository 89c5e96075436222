// Handles the events the channels' webhooks accepted (inbound_events), up to 32 at once, on any replica: each event's
// channel (by platform, from the registry) handles it, the events of one chat one after another in the order they
// came; a failure is tried again twice, then the event is failed with its reason. Handled events are deleted after
// HANDLED_KEPT_DAYS. Started with the other workers (composition.ts).
// A handler saves its reply through `progress.recorded` once the reply is in history and before delivering it. An
// event handled again (its process died, or a step after the recording failed) then finds the reply on its row
// (`event.reply`) and only delivers it: the user's turn is answered and recorded once.
import type { Platform } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import { startPollingWorker, type PollingWorker } from '../jobs/polling-worker';
import type { WorkerIdentity } from '../jobs/replica';
import type { InboundEventRow } from './channel.table';
import { claimInboundEvents, deleteHandledInboundEvents, refreshInboundClaims, releaseEarlierInboundClaims, saveInboundReply, settleInboundEvent } from './inbound-events.repository';
import { deleteExpiredSignatures } from './other/used-signatures.repository';

export const INBOUND_WAKE_CHANNEL = 'inbound_event';
/** Events handled at once by one worker. */
const IN_HAND = 32;
const MAX_ATTEMPTS = 3;
/** Days a handled event is kept: platforms stop redelivering an event within a day or two. */
export const HANDLED_KEPT_DAYS = 7;
const SWEEP_MS = 60 * 60_000;

export interface InboundProgress {
  /** The reply is in history and about to be delivered: saved on the event, so that a retry only delivers it. */
  recorded(reply: unknown): Promise<void>;
}

export type InboundHandler = (ctx: BackendContext, event: InboundEventRow, progress: InboundProgress) => Promise<void>;

export class InboundClaimLost extends Error {
  constructor() {
    super('Another worker took this event over; it delivers the reply.');
  }
}

export async function startInboundWorker(
  ctx: BackendContext,
  handlers: Partial<Record<Platform, InboundHandler>>,
  options: { identity: WorkerIdentity; pollMs?: number; sweepMs?: number; report?: (error: unknown) => void },
): Promise<PollingWorker> {
  const report = options.report ?? (() => undefined);
  const handle = async (event: InboundEventRow, workerId: string) => {
    const handler = handlers[event.platform];
    try {
      if (!handler) throw new Error(`No channel handles ${event.platform} events`);
      const progress: InboundProgress = {
        recorded: async (reply) => {
          if (!(await saveInboundReply(ctx.db, event.id, workerId, reply))) throw new InboundClaimLost();
        },
      };
      await handler(ctx, event, progress);
      await settleInboundEvent(ctx.db, event.id, workerId, 'done');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await settleInboundEvent(ctx.db, event.id, workerId, event.attempts >= MAX_ATTEMPTS ? 'failed' : 'received', reason).catch(report);
    }
  };
  // Each event is its own item: a slow one (a platform that does not answer) holds only its own place. The claim
  // takes only the oldest waiting event of a chat with none in hand, so a chat's events are handled one after
  // another in the order they came, on whichever replica; different chats side by side.
  const worker = await startPollingWorker<InboundEventRow>(ctx.database, {
    wakeChannel: INBOUND_WAKE_CHANNEL,
    identity: options.identity,
    releaseEarlierClaims: (identity) => releaseEarlierInboundClaims(ctx.db, identity),
    claim: (workerId, room) => claimInboundEvents(ctx.db, workerId, room),
    heartbeat: (event, workerId) => refreshInboundClaims(ctx.db, [event.id], workerId),
    run: (event, workerId) => handle(event, workerId),
    concurrency: IN_HAND,
    pollMs: options.pollMs,
    report,
  });
  // Handled events are kept only to recognise a platform's redelivery and to deliver a saved reply again; past that
  // they are the customers' messages stored a second time, so they are deleted (any replica may; the delete is one
  // statement). Third-party signatures past their tolerance go with them: a call carrying one is refused as stale.
  const sweep = () => {
    void deleteHandledInboundEvents(ctx.db, HANDLED_KEPT_DAYS).catch(report);
    void deleteExpiredSignatures(ctx.db, ctx.now()).catch(report);
  };
  sweep();
  const sweeper = setInterval(sweep, options.sweepMs ?? SWEEP_MS);
  sweeper.unref();
  return {
    workerId: worker.workerId,
    stop() {
      clearInterval(sweeper);
      return worker.stop();
    },
  };
}
