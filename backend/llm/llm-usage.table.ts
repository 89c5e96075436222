// The llm_usage table: requests, tokens and failures per bot, UTC day and purpose (migration 0006).
import type { ColumnType } from 'kysely';

export interface LlmUsageTable {
  chatbot_id: string;
  /** A date column, written as 'YYYY-MM-DD'; read it through to_char (pg and PGlite parse dates differently). */
  day: ColumnType<string, string, never>;
  purpose: string;
  /** Successful API requests: one per chat completion, one per embeddings batch. */
  requests: ColumnType<number, number | undefined, number>;
  prompt_tokens: ColumnType<number, number | undefined, number>;
  completion_tokens: ColumnType<number, number | undefined, number>;
  embedding_tokens: ColumnType<number, number | undefined, number>;
  /** Requests that ended in an LlmError, the breaker's fast refusals included. */
  failures: ColumnType<number, number | undefined, number>;
}
