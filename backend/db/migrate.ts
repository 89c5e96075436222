// Brings a database to the latest schema; called by startBackend, and by the build for the template cluster.
import { PGlite } from '@electric-sql/pglite';
import { Migrator, type Kysely } from 'kysely';
import { createDatabase } from './database';
import type { Database } from './schema';
import { migrationProvider } from './migrations';

export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** Opens the PGlite cluster in `directory`, brings it to the latest schema and closes it (the build's template). */
export async function migrateCluster(directory: string): Promise<void> {
  const database = createDatabase({ pglite: new PGlite(directory) });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}
