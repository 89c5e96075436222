// The daily question counts behind a bot's overview (migration 0017-history-rollups).
import type { ColumnType } from 'kysely';

export interface QuestionDailyCountTable {
  chatbot_id: string;
  /** The Asia/Taipei calendar day, as YYYY-MM-DD. */
  day: ColumnType<string, string, never>;
  platform: string;
  /** 0 when the exchange had none. */
  answer_status: number;
  /** '' when no Q&A group matched. */
  group_id: string;
  questions: number;
}
