// A bot's settings per channel (channel_settings) and the events platforms delivered (inbound_events).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Platform } from '../../schema/rules/constants';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface ChannelSettingsTable {
  chatbot_id: string;
  platform: Platform;
  /** What may be shown to the owner (human agents, callback URL, …). */
  settings: Json<Record<string, unknown>>;
  /** Secrets and tokens, each sealed by the secret box (secrets/secret-box.ts); never shown, only their last four. */
  sealed: Json<Record<string, string>>;
  /**
   * The last failure to deliver a reply to the platform, shown on the channel's tab: a code with its status or seconds
   * (schema/rules/delivery-failures.ts), or, recorded before the codes, the platform's English text.
   */
  last_delivery_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The platform's own short words on that failure, safe to show (no secret, no URL past its origin); null for none. */
  last_delivery_detail: ColumnType<string | null, string | null | undefined, string | null>;
  last_delivery_error_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Replies in a row not delivered, since the first of them; 0 and null once one is delivered. */
  failed_deliveries: ColumnType<number, number | undefined, number>;
  first_failed_delivery_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type ChannelSettingsRow = Selectable<ChannelSettingsTable>;

export type InboundEventState = 'received' | 'handling' | 'done' | 'failed';

export interface InboundEventTable {
  id: Generated<string>;
  platform: Platform;
  /** The platform's id of the event (LINE's webhookEventId, Messenger's message mid, …): unique per platform. */
  event_id: string;
  chatbot_id: string;
  /** The chat the event belongs to on its platform (a LINE user, group or room; a Messenger user): its events are handled in order. */
  conversation: ColumnType<string | null, string | null | undefined, string | null>;
  payload: Json<unknown>;
  state: ColumnType<InboundEventState, InboundEventState | undefined, InboundEventState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  received_at: ColumnType<Date, Date | undefined, never>;
  handled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /**
   * jsonb: what the handler recorded in history and is delivering (the channel's own shape, never a secret), saved
   * before the delivery (inbound.worker.ts); null until then.
   */
  reply: ColumnType<unknown, string | null | undefined, string | null>;
}
export type InboundEventRow = Selectable<InboundEventTable>;

/** A conversation the bot keeps quiet in until `quiet_until` (a person answered there). */
export interface QuietConversationTable {
  chatbot_id: string;
  platform: Platform;
  /** The platform's id of the user (Messenger's page-scoped id). */
  user_id: string;
  quiet_until: Date;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A third-party call's signature, kept until its timestamp leaves the tolerance, so the call is answered once. */
export interface UsedSignatureTable {
  chatbot_id: string;
  signature: string;
  expires_at: Date;
}
