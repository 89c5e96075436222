// Migration 0024 on a database trained before it: the index stored as jsonb comes through as JSON text that loads and
// answers as before, and a new training's index is then stored as text without PostgreSQL parsing it.
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql, type Migration } from 'kysely';
import { buildIndex, loadIndex, match } from '../answering';
import { createDatabase } from '../db/database';
import { migrationProvider } from '../db/migrations';
import { findQaIndex, saveQaIndex } from './qa-index.repository';

it('keeps an index trained before the change, readable and answering', async () => {
  const database = createDatabase({ pglite: new PGlite() });
  try {
    const all = await migrationProvider.getMigrations();
    const upTo = { getMigrations: async () => Object.fromEntries(Object.entries(all).filter(([name]) => name <= '0023-entities')) as Record<string, Migration> };
    expect((await new Migrator({ db: database.db, provider: upTo }).migrateToLatest()).error).toBeUndefined();
    await sql`insert into accounts (email, nickname, first_name, password_hash, plan_code) values ('old@example.com', 'Old', 'Old', 'x', 'free')`.execute(database.db);
    await sql`insert into chatbots (chatbot_id, vendor_id, account_id, robot_name, greeting_msg, failed_msg, language, package, scenario, tools)
              values ('bot-a', 'vendor-of-bot-a-0000000000', 1, 'A', 'hi', 'no', 'en', 'free', 'customerSupport', '{}')`.execute(database.db);
    const trained = buildIndex([
      { id: 'parking', questions: ['where do I park the car'], answers: ['Level B2.'] },
      { id: 'hours', questions: ['when are you open'], answers: ['9 to 5.'] },
    ]);
    await sql`insert into qa_indexes (chatbot_id, job_id, index, group_count, trained_at)
              values ('bot-a', 'job-1', ${JSON.stringify(trained)}::jsonb, 2, now())`.execute(database.db);

    expect((await new Migrator({ db: database.db, provider: migrationProvider }).migrateToLatest()).error).toBeUndefined();
    const column = await sql<{ data_type: string }>`select data_type from information_schema.columns where table_name = 'qa_indexes' and column_name = 'index'`.execute(database.db);
    expect(column.rows).toEqual([{ data_type: 'text' }]);
    const stored = await findQaIndex(database.db, 'bot-a');
    expect(stored?.job_id).toBe('job-1');
    expect(typeof stored?.index).toBe('string');
    expect(match(loadIndex(JSON.parse(stored?.index ?? 'null')), 'where can I park').candidates[0].groupId).toBe('parking');

    // A later training replaces it with text kept exactly as written.
    const retrained = JSON.stringify(buildIndex([{ id: 'hours', questions: ['opening hours'], answers: ['9 to 5.'] }]));
    await saveQaIndex(database.db, { chatbot_id: 'bot-a', job_id: 'job-2', index: retrained, group_count: 1, trained_at: new Date() });
    expect(await findQaIndex(database.db, 'bot-a')).toEqual({ job_id: 'job-2', index: retrained, groups: null });
  } finally {
    await database.close();
  }
});
