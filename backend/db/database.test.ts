// The database layer: the PGlite adapter keeps transactions whole, and LISTEN/NOTIFY reaches listeners.
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { createDatabase, type BackendDatabase } from './database';
import { migrateToLatest } from './migrate';
import { openTestDatabase, TEMPLATE_ENV } from '../../tests/support/test-database';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function embeddedDatabase(): Promise<BackendDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) return createDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) });
  const database = createDatabase({ pglite: new PGlite() });
  await migrateToLatest(database.db);
  return database;
}

describe('the PGlite adapter', () => {
  let database: BackendDatabase;
  beforeAll(async () => {
    database = await embeddedDatabase();
  });
  afterAll(() => database.close());

  it('runs a query from elsewhere only after an open transaction has committed', async () => {
    const inside = deferred();
    const proceed = deferred();
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`insert into rate_limits (key, window_start, count) values ('tx-test', now(), 1)`.execute(trx);
      inside.resolve();
      await proceed.promise;
    });
    await inside.promise;
    const outside = sql<{ count: number }>`select count(*)::int as count from rate_limits where key = 'tx-test'`.execute(database.db);
    proceed.resolve();
    await transaction;
    expect((await outside).rows[0].count).toBe(1);
  });

  it('rolls a failed transaction back and stays usable', async () => {
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into rate_limits (key, window_start, count) values ('rollback-test', now(), 1)`.execute(trx);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from rate_limits where key = 'rollback-test'`.execute(database.db);
    expect(rows[0].count).toBe(0);
  });
});

describe('LISTEN/NOTIFY', () => {
  let database: BackendDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers a notification to every listener of the channel', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const stopFirst = await database.listen('test_channel', first.resolve);
    const stopSecond = await database.listen('test_channel', second.resolve);
    await database.notify('test_channel', 'hello');
    await expect(Promise.all([first.promise, second.promise])).resolves.toEqual(['hello', 'hello']);
    await stopFirst();
    await stopSecond();
  });

  it('sends a notification made inside a transaction only when it commits', async () => {
    const received: string[] = [];
    const committed = deferred<string>();
    const stop = await database.listen('tx_channel', (payload) => {
      received.push(payload);
      if (payload === 'committed') committed.resolve(payload);
    });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await database.notify('tx_channel', 'rolled-back', trx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((trx) => database.notify('tx_channel', 'committed', trx));
    await committed.promise;
    expect(received).toEqual(['committed']);
    await stop();
  });
});
