// The events platforms delivered to the channels' webhooks. A row is written before the platform gets its 200, so a
// redelivery (same platform and event id) is recognised across restarts and replicas, and an event whose handler
// died with its process is handled again by the next claim.
import { sql, type Kysely } from 'kysely';
import type { Platform } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import { claimedByEarlierInstance, type WorkerIdentity } from '../jobs/replica';
import { staleClaimCutoff } from '../jobs/stale-claim';
import type { InboundEventRow } from './channel.table';

export interface NewInboundEvent {
  platform: Platform;
  eventId: string;
  chatbotId: string;
  /** The chat it belongs to, when events of one chat must be handled in the order they came. */
  conversation?: string;
  payload: unknown;
}

/** Stores the events not seen before and answers them; a redelivered event is left out. */
export async function acceptInboundEvents(db: Kysely<Database>, events: NewInboundEvent[]): Promise<InboundEventRow[]> {
  if (events.length === 0) return [];
  return db
    .insertInto('inbound_events')
    .values(events.map((event) => ({ platform: event.platform, event_id: event.eventId, chatbot_id: event.chatbotId, conversation: event.conversation ?? null, payload: JSON.stringify(event.payload) })))
    .onConflict((conflict) => conflict.columns(['platform', 'event_id']).doNothing())
    .returningAll()
    .execute();
}

/**
 * Claims up to `limit` events waiting to be handled (or whose handler's claim went stale), oldest first, taking of
 * each chat only its oldest waiting event and only while no event of that chat is in hand (on any replica): a chat's
 * events are handled one after another in the order they came.
 */
export async function claimInboundEvents(db: Kysely<Database>, workerId: string, limit: number): Promise<InboundEventRow[]> {
  const staleBefore = staleClaimCutoff();
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('inbound_events as e')
      .select('e.id')
      .where((eb) =>
        eb.or([
          eb('e.state', '=', 'received'),
          eb.and([eb('e.state', '=', 'handling'), eb.or([eb('e.claimed_at', 'is', null), eb('e.claimed_at', '<', staleBefore)])]),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('e.conversation', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('inbound_events as ahead')
                .select(sql`1`.as('one'))
                .whereRef('ahead.chatbot_id', '=', 'e.chatbot_id')
                .whereRef('ahead.platform', '=', 'e.platform')
                .whereRef('ahead.conversation', '=', 'e.conversation')
                .whereRef('ahead.id', '!=', 'e.id')
                .where((ahead) =>
                  ahead.or([
                    // In hand (or a stale claim, itself claimable first) …
                    ahead('ahead.state', '=', 'handling'),
                    // … or waiting since before it.
                    ahead.and([
                      ahead('ahead.state', '=', 'received'),
                      ahead.or([ahead('ahead.received_at', '<', ahead.ref('e.received_at')), ahead.and([ahead('ahead.received_at', '=', ahead.ref('e.received_at')), ahead('ahead.id', '<', ahead.ref('e.id'))])]),
                    ]),
                  ]),
                ),
            ),
          ),
        ]),
      )
      .orderBy('e.received_at')
      .orderBy('e.id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (waiting.length === 0) return [];
    return trx
      .updateTable('inbound_events')
      .set({ state: 'handling', claimed_by: workerId, claimed_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1` })
      .where('id', 'in', waiting.map((row) => row.id))
      .returningAll()
      .execute();
  });
}

export async function refreshInboundClaims(db: Kysely<Database>, ids: string[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('inbound_events').set({ claimed_at: sql<Date>`now()` }).where('id', 'in', ids).where('claimed_by', '=', workerId).where('state', '=', 'handling').execute();
}

/**
 * Saves the reply a handler has recorded, before it is delivered; false when this worker no longer holds the event
 * (another took over its stale claim), which must then not deliver it.
 */
export async function saveInboundReply(db: Kysely<Database>, id: string, workerId: string, reply: unknown): Promise<boolean> {
  const result = await db
    .updateTable('inbound_events')
    .set({ reply: JSON.stringify(reply) })
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('state', '=', 'handling')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends an event: done, failed for good, or back to waiting for another attempt. */
export async function settleInboundEvent(db: Kysely<Database>, id: string, workerId: string, state: 'done' | 'failed' | 'received', error?: string): Promise<void> {
  await db
    .updateTable('inbound_events')
    .set({ state, last_error: error ?? null, claimed_by: null, claimed_at: null, ...(state !== 'received' && { handled_at: sql<Date>`now()` }) })
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .execute();
}

/** Lets go of events an earlier process of this replica was handling: it died with them. */
export async function releaseEarlierInboundClaims(db: Kysely<Database>, identity: WorkerIdentity): Promise<number> {
  const result = await db
    .updateTable('inbound_events')
    .set({ state: 'received', claimed_by: null, claimed_at: null })
    .where('state', '=', 'handling')
    .where(claimedByEarlierInstance(identity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes handled events older than the given days (only needed to recognise redeliveries, which platforms stop after a day or two). */
export async function deleteHandledInboundEvents(db: Kysely<Database>, days: number): Promise<void> {
  await db
    .deleteFrom('inbound_events')
    .where('state', 'in', ['done', 'failed'])
    .where('received_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
}

/**
 * Takes a message's text out of the stored events of a bot that hold it (a LINE message its user unsent): the payload
 * is `{ vendorId, event }`, the event LINE sent. A reply delivered already is dropped too (its buttons' postback data
 * carries the question); it was kept only to deliver it again, and events of one chat are handled in order, so the
 * message's event is done by the time its unsend is handled (one that failed keeps its reply for a retry).
 */
export async function forgetInboundMessageText(db: Kysely<Database>, chatbotId: string, platform: Platform, messageId: string): Promise<void> {
  await sql`
    update inbound_events set payload = jsonb_set(payload, '{event,message,text}', '""'::jsonb),
      reply = case when state = 'done' then null else reply end
    where chatbot_id = ${chatbotId} and platform = ${platform}
      and payload->'event'->'message'->>'id' = ${messageId} and payload->'event'->'message' ? 'text'`.execute(db);
}
