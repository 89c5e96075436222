// Rows written straight into the database, for tests (and benchmarks) below the HTTP API: an account and its bots.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../backend/db/schema';

/** One account (by e-mail) owning a bot for each id; each bot's vendor id is derived from its id. */
export async function seedChatbots(db: Kysely<Database>, email: string, chatbotIds: readonly string[]): Promise<void> {
  const account = await sql<{ id: number }>`
    insert into accounts (email, nickname, first_name, password_hash, plan_code) values (${email}, 'Seed', 'Seed', 'x', 'free') returning id`.execute(db);
  for (const id of chatbotIds) {
    const vendorId = `vendor-${id.replace(/[^a-z0-9]/gi, '').padEnd(24, '0').slice(0, 24)}`;
    await sql`insert into chatbots (chatbot_id, account_id, robot_name, greeting_msg, failed_msg, language, package, scenario, tools, vendor_id)
              values (${id}, ${account.rows[0].id}, ${id}, 'hi', 'no', 'tw', 'free', 'customerSupport', '{}', ${vendorId})`.execute(db);
  }
}
