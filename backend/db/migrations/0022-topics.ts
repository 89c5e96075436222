// Topic Q&A: each bot's ordered topics, the Q&A groups each lists (a group may be in several topics; deleting a
// group or a topic removes the membership), the bot's menu keyword, and the topic each conversation has chosen.
import type { Kysely, Migration } from 'kysely';

export const topicsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('topics')
      .addColumn('topic_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('topics_chatbot_position_idx').on('topics').columns(['chatbot_id', 'position']).execute();
    await db.schema
      .createTable('topic_groups')
      .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.topic_id').onDelete('cascade'))
      .addColumn('group_id', 'text', (c) => c.notNull().references('qa_groups.group_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('topic_groups_pkey', ['topic_id', 'group_id'])
      .execute();
    await db.schema.createIndex('topic_groups_group_idx').on('topic_groups').column('group_id').execute();
    await db.schema
      .createTable('topic_settings')
      .addColumn('chatbot_id', 'text', (c) => c.primaryKey().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('menu_keyword', 'text')
      .execute();
    await db.schema
      .createTable('topic_choices')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.topic_id').onDelete('cascade'))
      .addColumn('last_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('topic_choices_pkey', ['chatbot_id', 'user_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('topic_choices').execute();
    await db.schema.dropTable('topic_settings').execute();
    await db.schema.dropTable('topic_groups').execute();
    await db.schema.dropTable('topics').execute();
  },
};
