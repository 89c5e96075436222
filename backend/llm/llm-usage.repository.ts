// Queries on language-model usage: add to a bot's counters for a day, and read them back over a range of days.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface LlmUsageCounts {
  requests: number;
  promptTokens: number;
  completionTokens: number;
  embeddingTokens: number;
  failures: number;
}

export interface LlmUsageDay extends LlmUsageCounts {
  /** UTC day, 'YYYY-MM-DD'. */
  day: string;
  purpose: string;
}

/** The UTC day of an instant, as the usage table keys it. */
export const usageDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Adds to the counters of one bot, day and purpose, creating the row on first use. */
export async function addLlmUsage(db: Kysely<Database>, key: { chatbotId: string; day: string; purpose: string }, add: Partial<LlmUsageCounts>): Promise<void> {
  await db
    .insertInto('llm_usage')
    .values({
      chatbot_id: key.chatbotId,
      day: key.day,
      purpose: key.purpose,
      requests: add.requests ?? 0,
      prompt_tokens: add.promptTokens ?? 0,
      completion_tokens: add.completionTokens ?? 0,
      embedding_tokens: add.embeddingTokens ?? 0,
      failures: add.failures ?? 0,
    })
    .onConflict((conflict) =>
      conflict.columns(['chatbot_id', 'day', 'purpose']).doUpdateSet((eb) => ({
        requests: eb('llm_usage.requests', '+', eb.ref('excluded.requests')),
        prompt_tokens: eb('llm_usage.prompt_tokens', '+', eb.ref('excluded.prompt_tokens')),
        completion_tokens: eb('llm_usage.completion_tokens', '+', eb.ref('excluded.completion_tokens')),
        embedding_tokens: eb('llm_usage.embedding_tokens', '+', eb.ref('excluded.embedding_tokens')),
        failures: eb('llm_usage.failures', '+', eb.ref('excluded.failures')),
      })),
    )
    .execute();
}

/** A bot's usage from `from` to `to` (UTC days, both included), by day then purpose. */
export async function listLlmUsage(db: Kysely<Database>, chatbotId: string, range: { from: string; to: string }): Promise<LlmUsageDay[]> {
  const rows = await db
    .selectFrom('llm_usage')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'purpose',
      'requests',
      'prompt_tokens',
      'completion_tokens',
      'embedding_tokens',
      'failures',
    ])
    .where('chatbot_id', '=', chatbotId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .orderBy('llm_usage.day')
    .orderBy('purpose')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    purpose: row.purpose,
    requests: row.requests,
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    embeddingTokens: row.embedding_tokens,
    failures: row.failures,
  }));
}
