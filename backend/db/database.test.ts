// The database layer: the PGlite adapter keeps transactions whole, LISTEN/NOTIFY reaches listeners, and on a
// server a dropped connection neither ends the process nor the subscriptions.
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { Client } from 'pg';
import { createDatabase, type BackendDatabase } from './database';
import { migrateToLatest } from './migrate';
import { databaseAnswers } from '../health/health.repository';
import { startTestBackend } from '../../tests/support/backend';
import { openTestDatabase, TEMPLATE_ENV } from '../../tests/support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

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

/** Ends, from an admin connection, every server connection of one test schema (its application_name). */
async function terminateConnections(schema: string): Promise<number> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [`qa-console:${schema}`],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

/** Tries until it succeeds or the deadline passes (then throws the last failure). */
async function eventually<T>(attempt: () => Promise<T>, deadlineMs = 10_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

onServer('a dropped server connection', () => {
  const uncaught: unknown[] = [];
  const keep = (error: unknown) => uncaught.push(error);
  beforeAll(() => process.on('uncaughtException', keep));
  afterAll(() => process.off('uncaughtException', keep));

  it('ends neither the process nor the subscriptions: queries and notifications come back', async () => {
    const database = await openTestDatabase();
    try {
      const received: string[] = [];
      let restored = 0;
      database.onListenRestored(() => restored++);
      const stop = await database.listen('drop_channel', (payload) => received.push(payload));
      await sql`select 1`.execute(database.db);
      // The pool's idle client and the LISTEN connection.
      expect(await terminateConnections(database.schema!)).toBeGreaterThanOrEqual(2);
      await eventually(() => sql`select 1`.execute(database.db));
      let sent = 0;
      await eventually(async () => {
        const payload = `after-${++sent}`;
        await database.notify('drop_channel', payload);
        const heard = Date.now() + 300;
        while (!received.includes(payload) && Date.now() < heard) await new Promise((resolve) => setTimeout(resolve, 20));
        if (!received.includes(payload)) throw new Error(`${payload} not heard`);
      });
      expect(uncaught).toEqual([]);
      // Whatever was built from notifications sent while it was away is told to be read again.
      expect(restored).toBeGreaterThanOrEqual(1);
      await stop();
    } finally {
      await database.close();
    }
  });

  it('answers /healthz with 200 again once its connections were killed', async () => {
    const backend = await startTestBackend();
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(backend.db);
      expect(await terminateConnections(rows[0].schema)).toBeGreaterThanOrEqual(1);
      const response = await eventually(async () => {
        const answer = await fetch(`${backend.url}/healthz`);
        if (answer.status !== 200) throw new Error(`status ${answer.status}`);
        return answer;
      });
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(uncaught).toEqual([]);
    } finally {
      await backend.close();
    }
  });
});

describe('a server that does not answer', () => {
  it('fails the health query fast instead of hanging or ending the process', async () => {
    const database = createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    try {
      const started = Date.now();
      expect(await databaseAnswers(database.db)).toBe(false);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await database.close();
    }
  });
});
