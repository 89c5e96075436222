// Entity files (NER): each uploaded CSV is a file of entities of one bot; and the entity of each type a visitor
// named last in a conversation.
import type { ColumnType, Selectable } from 'kysely';

type Optional<T> = ColumnType<T, T | undefined, T>;

export interface EntityFileTable {
  file_id: string;
  chatbot_id: string;
  file_name: string;
  /** Only active files' entities are found in messages. */
  active: Optional<boolean>;
  size: number;
  entity_count: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Optional<Date>;
}
export type EntityFileRow = Selectable<EntityFileTable>;

export interface EntityTable {
  file_id: string;
  /** 1-based CSV line of the entity's row (the header is line 1). */
  row: number;
  entity_type: string;
  /** The canonical name, which `{entity:type}` writes. */
  value: string;
  /** The other names (JSON list of strings). */
  synonyms: ColumnType<string[], string, string>;
}

export interface EntityMentionTable {
  chatbot_id: string;
  user_id: string;
  entity_type: string;
  value: string;
  named_at: Date;
}
