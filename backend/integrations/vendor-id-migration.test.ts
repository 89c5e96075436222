// Migration 0003 on a database that already has bots: each gets its own vendor id and five inactive channels.
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql, type Migration } from 'kysely';
import { createDatabase } from '../db/database';
import { migrationProvider } from '../db/migrations';

it('backfills a distinct vendor id of 24+ characters and inactive integrations for existing bots', async () => {
  const database = createDatabase({ pglite: new PGlite() });
  try {
    const all = await migrationProvider.getMigrations();
    const upTo = (last: string) => ({ getMigrations: async () => Object.fromEntries(Object.entries(all).filter(([name]) => name <= last)) as Record<string, Migration> });
    const before = await new Migrator({ db: database.db, provider: upTo('0002-qa') }).migrateToLatest();
    expect(before.error).toBeUndefined();
    await sql`insert into accounts (email, nickname, first_name, password_hash, plan_code) values ('old@example.com', 'Old', 'Old', 'x', 'free')`.execute(database.db);
    for (const id of ['bot-a', 'bot-b']) {
      await sql`insert into chatbots (chatbot_id, account_id, robot_name, greeting_msg, failed_msg, language, package, scenario, tools)
                values (${id}, 1, ${id}, 'hi', 'no', 'tw', 'free', 'customerSupport', '{}')`.execute(database.db);
    }

    const after = await new Migrator({ db: database.db, provider: migrationProvider }).migrateToLatest();
    expect(after.error).toBeUndefined();
    const bots = await sql<{ chatbot_id: string; vendor_id: string }>`select chatbot_id, vendor_id from chatbots order by chatbot_id`.execute(database.db);
    const vendorIds = bots.rows.map((bot) => bot.vendor_id);
    expect(new Set(vendorIds).size).toBe(2);
    expect(vendorIds.every((id) => id.length >= 24)).toBe(true);
    const channels = await sql<{ chatbot_id: string; platform: string; active: boolean }>`select chatbot_id, platform, active from integrations order by chatbot_id, platform`.execute(database.db);
    expect(channels.rows).toHaveLength(10);
    expect(channels.rows.every((row) => !row.active)).toBe(true);
    expect(channels.rows.filter((row) => row.chatbot_id === 'bot-a').map((row) => row.platform)).toEqual(['api', 'fb', 'line', 'other', 'web']);
  } finally {
    await database.close();
  }
});
