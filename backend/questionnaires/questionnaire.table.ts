// Questionnaires, the run in progress in each conversation, and the stored responses.
import type { ColumnType, Selectable } from 'kysely';
import type { Platform } from '../../schema/rules/constants';
import type { Question, QuestionnaireAnswerDTO } from '../../schema/rules/questionnaires';

type Optional<T> = ColumnType<T, T | undefined, T>;
/** jsonb, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

export interface QuestionnaireTable {
  questionnaire_id: string;
  chatbot_id: string;
  title: string;
  /** As the owner wrote it; blank: nothing starts the questionnaire. */
  keyword: Optional<string>;
  /** The keyword as the engine normalises a message (width, script, case, punctuation): what a message is compared with. */
  keyword_key: Optional<string>;
  questions: Json<Question[]>;
  closing_message: string;
  active: Optional<boolean>;
  /** The request key of the console editor that made it (migration 0034); null for older ones. Unique per bot. */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Optional<Date>;
}
export type QuestionnaireRow = Selectable<QuestionnaireTable>;

export interface QuestionnaireRunTable {
  chatbot_id: string;
  platform: Platform;
  user_id: string;
  questionnaire_id: string;
  /** The index of the question being asked. */
  position: number;
  answers: Json<QuestionnaireAnswerDTO[]>;
  last_activity_at: Date;
}
export type QuestionnaireRunRow = Selectable<QuestionnaireRunTable>;

export interface QuestionnaireResponseTable {
  response_id: string;
  questionnaire_id: string;
  chatbot_id: string;
  platform: Platform;
  user_id: string;
  /** Each question's text as it was asked, and the answer ('' for a skipped optional question). */
  answers: Json<QuestionnaireAnswerDTO[]>;
  created_at: Date;
}
export type QuestionnaireResponseRow = Selectable<QuestionnaireResponseTable>;
