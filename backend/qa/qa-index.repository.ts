// Each bot's newest successful training result: one row per bot, replaced by every successful job.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { QaIndexTable } from './qa.table';

export async function saveQaIndex(db: Kysely<Database>, row: Insertable<QaIndexTable>): Promise<void> {
  await db
    .insertInto('qa_indexes')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('chatbot_id').doUpdateSet((eb) => ({
        job_id: eb.ref('excluded.job_id'),
        index: eb.ref('excluded.index'),
        groups: eb.ref('excluded.groups'),
        group_count: eb.ref('excluded.group_count'),
        trained_at: eb.ref('excluded.trained_at'),
      })),
    )
    .execute();
}

/** When the bot was last trained and how many groups that index holds (not the index itself: it is large). */
export function findTrainedSummary(db: Kysely<Database>, chatbotId: string): Promise<{ trained_at: Date; group_count: number } | undefined> {
  return db.selectFrom('qa_indexes').select(['trained_at', 'group_count']).where('chatbot_id', '=', chatbotId).executeTakeFirst();
}

/**
 * The bot's stored index and its groups' answers as saved (JSON text), with the job that made them; undefined before
 * its first training.
 */
export function findQaIndex(db: Kysely<Database>, chatbotId: string): Promise<{ job_id: string; index: string; groups: string | null } | undefined> {
  return db.selectFrom('qa_indexes').select(['job_id', 'index', 'groups']).where('chatbot_id', '=', chatbotId).executeTakeFirst();
}
