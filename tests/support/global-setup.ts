// Jest globalSetup: migrates ONE PGlite database per run and dumps it to a file, so each test file
// opens a fresh copy in well under a second instead of initialising and migrating its own.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { TEMPLATE_ENV } from './test-database';

export default async function globalSetup(): Promise<void> {
  // On a real server each test file makes its own schema; several projects may share one template.
  if (process.env.TEST_DATABASE_URL) return;
  const existing = process.env[TEMPLATE_ENV];
  if (existing && existsSync(existing)) return;

  const pglite = new PGlite();
  const database = createDatabase({ pglite });
  try {
    await migrateToLatest(database.db);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `qa-console-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    // Workers start after global setup and inherit this environment.
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
}
