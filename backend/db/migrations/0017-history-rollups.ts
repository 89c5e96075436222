// Daily question counts per bot, Asia/Taipei day, platform, answer status and matched group, kept up to date by the
// exchange writer, so the overview sums a few thousand rows instead of scanning the history. Backfilled from the
// history already stored; partial indexes serve the unhandled questions.
import { sql, type Kysely, type Migration } from 'kysely';

export const historyRollupsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('question_daily_counts')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('answer_status', 'integer', (c) => c.notNull())
      .addColumn('group_id', 'text', (c) => c.notNull())
      .addColumn('questions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('question_daily_counts_pk', ['chatbot_id', 'day', 'platform', 'answer_status', 'group_id'])
      .execute();
    await sql`
      insert into question_daily_counts (chatbot_id, day, platform, answer_status, group_id, questions)
      select chatbot_id, (created_at at time zone 'Asia/Taipei')::date, platform, coalesce(answer_status, 0), coalesce(group_id, ''), count(*)
      from conversation_messages
      where sender = 'user'
      group by 1, 2, 3, 4, 5`.execute(db);
    await sql`create index conversation_messages_unhandled_idx on conversation_messages (chatbot_id, created_at) where answer_status = 2 and sender = 'user'`.execute(db);
    // Counts one unhandled question's asks; its hash, since a btree cannot hold a very long message whole.
    await sql`create index conversation_messages_unhandled_text_idx on conversation_messages (chatbot_id, md5(content), created_at) where answer_status = 2 and sender = 'user'`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('conversation_messages_unhandled_text_idx').execute();
    await db.schema.dropIndex('conversation_messages_unhandled_idx').execute();
    await db.schema.dropTable('question_daily_counts').execute();
  },
};
