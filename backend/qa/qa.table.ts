// Tables of the Q&A list: the groups, each bot's trained index and its answer thresholds.
import type { ColumnType, Selectable } from 'kysely';
import type { AnswerMode } from '../../schema/rules/constants';

/** jsonb columns are written as JSON strings so pg and PGlite store the same thing. */
type JsonColumn<T> = ColumnType<T, string, string>;

export interface QaGroupTable {
  /** Random id: it appears in URLs and in the public API's buttons. */
  group_id: string;
  chatbot_id: string;
  /** The import file's group label; console-made groups get `g-<random>`. Unique per bot. */
  key: string;
  questions: JsonColumn<string[]>;
  answers: JsonColumn<string[]>;
  answer_mode: AnswerMode;
  similar_enabled: boolean;
  postback_choices: JsonColumn<string[]>;
  tags: JsonColumn<string[]>;
  /** Lower-cased questions and answers, for the list's `q` filter. */
  search_text: string;
  /** The request key of the console dialog that made the group (migration 0033); null for imports and older groups. Unique per bot. */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type QaGroupRow = Selectable<QaGroupTable>;

/** The newest successful training of a bot (one row per bot, replaced by each success). */
export interface QaIndexTable {
  chatbot_id: string;
  job_id: string;
  /** The index as JSON text (migration 0024: PostgreSQL never looks inside it). */
  index: string;
  /**
   * The answers of the groups the index was built from, as JSON text (trained-groups.ts): what replies answer with
   * until the next training. Null for an index trained before migration 0025.
   */
  groups: string | null;
  group_count: number;
  trained_at: Date;
}
export type QaIndexRow = Selectable<QaIndexTable>;

/** A bot's own thresholds; no row means the engine's defaults. */
export interface AnswerSettingsTable {
  chatbot_id: string;
  answer_threshold: number;
  suggest_threshold: number;
  max_suggestions: number;
  /** jsonb: the bot's own synonym sets, each a list of words (written as JSON text). */
  synonyms: ColumnType<string[][], string | undefined, string>;
  /** Off-topic messages get no group from the Q&A list (the answer engine's off-topic reference); default true. */
  off_topic_filter: ColumnType<boolean, boolean | undefined, boolean>;
}
export type AnswerSettingsRow = Selectable<AnswerSettingsTable>;

/** Where each end user is in an "in order" group's answers (§3 answer-selection mode 3). */
export interface AnswerRotationTable {
  chatbot_id: string;
  group_id: string;
  user_id: string;
  next_index: number;
}
