// The LINE channel's quiet periods: after a human agent speaks in a group or room, the bot keeps quiet there until
// quiet_until. Kept in the database so every replica honours it.
import { type Kysely, type Migration } from 'kysely';

export const lineQuietPeriodsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('line_quiet_periods')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('quiet_until', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('line_quiet_periods_pk', ['chatbot_id', 'conversation_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('line_quiet_periods').execute();
  },
};
