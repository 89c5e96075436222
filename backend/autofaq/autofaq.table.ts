// AutoFAQ answer sets: each uploaded CSV is a file of fixed answers; a reply is always one of these answers.
import type { ColumnType, Selectable } from 'kysely';

type Optional<T> = ColumnType<T, T | undefined, T>;

export interface AutoFaqFileTable {
  file_id: string;
  chatbot_id: string;
  file_name: string;
  /** Only active files answer. */
  active: Optional<boolean>;
  size: number;
  answer_count: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Optional<Date>;
}
export type AutoFaqFileRow = Selectable<AutoFaqFileTable>;

export interface AutoFaqAnswerTable {
  answer_id: string;
  file_id: string;
  chatbot_id: string;
  /** 1-based CSV row (the header is row 1). */
  row: number;
  title: Optional<string>;
  text: string;
}
export type AutoFaqAnswerRow = Selectable<AutoFaqAnswerTable>;
