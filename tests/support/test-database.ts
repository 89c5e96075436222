// A fresh, migrated database for one test file: a copy of the PGlite template built by global-setup,
// or, with TEST_DATABASE_URL, a schema of its own on that server (dropped again at close).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client, escapeIdentifier } from 'pg';
import { createDatabase, type BackendDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';

/** Where global-setup leaves the dumped template; read by every test worker. */
export const TEMPLATE_ENV = 'QA_CONSOLE_PGLITE_TEMPLATE';

export async function openTestDatabase(): Promise<BackendDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openSchemaDatabase(serverUrl) : openTemplateDatabase();
}

async function openTemplateDatabase(): Promise<BackendDatabase> {
  const templateFile = process.env[TEMPLATE_ENV];
  if (templateFile && existsSync(templateFile)) {
    return createDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(templateFile)]) }) });
  }
  // Run without the global setup (a single file from an editor): migrate a new database, slower.
  const database = createDatabase({ pglite: new PGlite() });
  await migrateToLatest(database.db);
  return database;
}

/** Runs one statement on the server over a connection of its own. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openSchemaDatabase(serverUrl: string): Promise<BackendDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE SCHEMA ${escapeIdentifier(schema)}`);
  const database = createDatabase({ databaseUrl: serverUrl, schema });
  await migrateToLatest(database.db, schema);
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `DROP SCHEMA IF EXISTS ${escapeIdentifier(schema)} CASCADE`);
    },
  };
}
