// Queries on a bot's web plugin settings and icons. Callers check ownership first (backend/chatbots does the owner lookup).
import type { Kysely } from 'kysely';
import type { WebIconKind, WebIconType } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import type { WebPluginIconRow, WebPluginSettingsRow } from './web-plugin.table';

export interface WebPluginSettingsValues {
  header_bg_color: string;
  header_text_color: string;
  chat_label: string;
  ticker_messages: string[];
  trusted_domains: string[];
}

/** An icon without its bytes: enough to build its URL. */
export type WebIconVersion = Pick<WebPluginIconRow, 'kind' | 'hash'>;

export function findWebPluginSettings(db: Kysely<Database>, chatbotId: string): Promise<WebPluginSettingsRow | undefined> {
  return db.selectFrom('web_plugin_settings').selectAll().where('chatbot_id', '=', chatbotId).executeTakeFirst();
}

export async function saveWebPluginSettings(db: Kysely<Database>, chatbotId: string, values: WebPluginSettingsValues, at: Date): Promise<void> {
  const row = {
    header_bg_color: values.header_bg_color,
    header_text_color: values.header_text_color,
    chat_label: values.chat_label,
    ticker_messages: JSON.stringify(values.ticker_messages),
    trusted_domains: JSON.stringify(values.trusted_domains),
    updated_at: at,
  };
  await db
    .insertInto('web_plugin_settings')
    .values({ chatbot_id: chatbotId, ...row })
    .onConflict((conflict) => conflict.column('chatbot_id').doUpdateSet(row))
    .execute();
}

export function listWebIconVersions(db: Kysely<Database>, chatbotId: string): Promise<WebIconVersion[]> {
  return db.selectFrom('web_plugin_icons').select(['kind', 'hash']).where('chatbot_id', '=', chatbotId).execute();
}

export function findWebIcon(db: Kysely<Database>, chatbotId: string, kind: WebIconKind): Promise<WebPluginIconRow | undefined> {
  return db.selectFrom('web_plugin_icons').selectAll().where('chatbot_id', '=', chatbotId).where('kind', '=', kind).executeTakeFirst();
}

export interface StoredWebIcon {
  kind: WebIconKind;
  contentType: WebIconType;
  bytes: Uint8Array;
  hash: string;
}

export async function saveWebIcon(db: Kysely<Database>, chatbotId: string, icon: StoredWebIcon, at: Date): Promise<void> {
  const row = { content_type: icon.contentType, bytes: icon.bytes, hash: icon.hash, updated_at: at };
  await db
    .insertInto('web_plugin_icons')
    .values({ chatbot_id: chatbotId, kind: icon.kind, ...row })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'kind']).doUpdateSet(row))
    .execute();
}

export async function deleteWebIcon(db: Kysely<Database>, chatbotId: string, kind: WebIconKind): Promise<void> {
  await db.deleteFrom('web_plugin_icons').where('chatbot_id', '=', chatbotId).where('kind', '=', kind).execute();
}
