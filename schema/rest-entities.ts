// Backend REST answers of the entity files (NER). Re-exported by schema/rest.ts.

export interface EntityFileDTO {
  file_id: string;
  file_name: string;
  /** Only active files' entities are found in messages. */
  active: boolean;
  entity_count: number;
  size: number;
  created_at: string;
  updated_at: string;
}

/** GET /ner/{botId}/data/, and the answer of every change. */
export interface EntityDataDTO {
  chatbot_id: string;
  files: EntityFileDTO[];
  /** Entities in active files. */
  entity_count: number;
  /** The types of the active files' entities, sorted: what `{entity:type}` may name. */
  types: string[];
  /** Set by an upload that replaced a stored file of the same name (the console warns with it). */
  replaced_file: string | null;
}

/** An entity found in a message: its type, canonical value, and the text as the user wrote it. */
export interface FoundEntityDTO {
  type: string;
  value: string;
  text: string;
}

/** POST /ner/{botId}/test/ */
export interface EntityTestDTO {
  entities: FoundEntityDTO[];
}
