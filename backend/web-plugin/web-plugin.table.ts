// Tables of the website widget: a bot's web plugin settings (one row once saved) and its uploaded icons.
import type { ColumnType, Selectable } from 'kysely';
import type { WebIconKind, WebIconType } from '../../schema/rules/constants';

/** jsonb columns are written as JSON strings so pg and PGlite store the same thing. */
type JsonColumn<T> = ColumnType<T, string, string>;

/** No row means WEB_PLUGIN_DEFAULTS. */
export interface WebPluginSettingsTable {
  chatbot_id: string;
  header_bg_color: string;
  header_text_color: string;
  chat_label: string;
  ticker_messages: JsonColumn<string[]>;
  /** Normalised entries (schema/rules/trusted-domains.ts); empty = any site. */
  trusted_domains: JsonColumn<string[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type WebPluginSettingsRow = Selectable<WebPluginSettingsTable>;

/** One uploaded icon per bot and kind, stored as sniffed (and, for SVG, sanitised) bytes. */
export interface WebPluginIconTable {
  chatbot_id: string;
  kind: WebIconKind;
  content_type: WebIconType;
  /** bytea: pg hands back a Buffer, PGlite a Uint8Array. */
  bytes: Uint8Array;
  /** Short content hash, the `?v=` of the icon's URL so caches see a new icon at once. */
  hash: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type WebPluginIconRow = Selectable<WebPluginIconTable>;
