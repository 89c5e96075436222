// Each bot's settings per channel: what may be shown, the sealed secrets, and the last delivery error (as a code).
import { sql, type Kysely } from 'kysely';
import type { Platform } from '../../schema/rules/constants';
import { deliveryFailureCode, type DeliveryFailure } from '../../schema/rules/delivery-failures';
import type { Database } from '../db/schema';
import type { ChannelSettingsRow } from './channel.table';

export function findChannelSettings(db: Kysely<Database>, chatbotId: string, platform: Platform): Promise<ChannelSettingsRow | undefined> {
  return db.selectFrom('channel_settings').selectAll().where('chatbot_id', '=', chatbotId).where('platform', '=', platform).executeTakeFirst();
}

export async function saveChannelSettings(
  db: Kysely<Database>,
  chatbotId: string,
  platform: Platform,
  values: { settings: Record<string, unknown>; sealed: Record<string, string> },
): Promise<ChannelSettingsRow> {
  const row = { settings: JSON.stringify(values.settings), sealed: JSON.stringify(values.sealed), updated_at: new Date() };
  return db
    .insertInto('channel_settings')
    .values({ chatbot_id: chatbotId, platform, ...row })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'platform']).doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Notes (or, with null, clears) the last failure to deliver a reply on the channel: its code, and its detail if any. */
export async function recordDeliveryError(db: Kysely<Database>, chatbotId: string, platform: Platform, failure: DeliveryFailure | null): Promise<void> {
  await db
    .updateTable('channel_settings')
    .set(
      failure === null
        ? { last_delivery_error: null, last_delivery_detail: null, last_delivery_error_at: null, failed_deliveries: 0, first_failed_delivery_at: null }
        : (eb) => ({
            last_delivery_error: deliveryFailureCode(failure),
            last_delivery_detail: failure.detail ?? null,
            last_delivery_error_at: sql<Date>`now()`,
            failed_deliveries: eb('failed_deliveries', '+', 1),
            first_failed_delivery_at: eb.fn.coalesce('first_failed_delivery_at', sql<Date>`now()`),
          }),
    )
    .where('chatbot_id', '=', chatbotId)
    .where('platform', '=', platform)
    .execute();
}
