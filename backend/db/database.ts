// Opens the one PostgreSQL database: PGlite embedded by default, a real server with DATABASE_URL.
// Besides Kysely it offers LISTEN/NOTIFY, which carries events between backend replicas.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Client, Pool, escapeIdentifier } from 'pg';
import type { Database } from './schema';
import { pglitePool } from './pglite-pool';

export type NotificationListener = (payload: string) => void;

export interface BackendDatabase {
  db: Kysely<Database>;
  /** Set when the tables live in a schema other than the default (tests on a shared server). */
  schema?: string;
  /**
   * True for the embedded database: no other process can open its data directory, so what this process wrote
   * last is what the database holds. A server may have other replicas writing.
   */
  soleWriter: boolean;
  close(): Promise<void>;
  /** Subscribes to a channel; resolves once the subscription is live, with its undo. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** Sends a notification; pass a transaction to send it only when that transaction commits. */
  notify(channel: string, payload: string, via?: Kysely<Database>): Promise<void>;
}

export interface DatabaseOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** An already opened PGlite (e.g. loaded from a migrated template); closed with the database. */
  pglite?: PGlite;
  /** With databaseUrl: put every table in this schema (it must exist). */
  schema?: string;
}

interface ChannelDriver {
  subscribe(channel: string, dispatch: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createDatabase(options: DatabaseOptions = {}): BackendDatabase {
  if (options.databaseUrl) return serverDatabase(options.databaseUrl, options.schema);
  return embeddedDatabase(options.pglite ?? openPglite(options.dataDir));
}

function openPglite(dataDir: string | undefined): PGlite {
  if (!dataDir) return new PGlite();
  const directory = path.resolve(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return new PGlite(directory);
}

function embeddedDatabase(pglite: PGlite): BackendDatabase {
  const pool = pglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // LISTEN and UNLISTEN are transactional: issued inside another request's transaction they would
  // share its fate, so they wait for the connection like any query.
  const driver: ChannelDriver = {
    async subscribe(channel, dispatch) {
      const unlisten = await pool.exclusive(() => pglite.listen(channel, dispatch));
      return () => pool.exclusive(() => unlisten());
    },
    close: async () => undefined,
  };
  return withChannels(db, undefined, true, driver, async () => {
    await db.destroy();
    await pglite.close();
  });
}

function serverDatabase(databaseUrl: string, schema: string | undefined): BackendDatabase {
  const connection = { connectionString: databaseUrl, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ ...connection, max: 10 }) }) });
  // LISTEN needs a connection of its own that is never handed back to the pool.
  let listener: Promise<Client> | undefined;
  const dispatchers = new Map<string, NotificationListener>();
  const listenerClient = (): Promise<Client> => {
    listener ??= (async () => {
      const client = new Client(connection);
      client.on('notification', (message) => dispatchers.get(message.channel)?.(message.payload ?? ''));
      await client.connect();
      return client;
    })();
    return listener;
  };
  // One statement at a time on the listening connection (workers subscribe to their channels concurrently).
  let queue: Promise<unknown> = Promise.resolve();
  const onListener = (statement: string): Promise<void> => {
    const run = queue.then(async () => {
      await (await listenerClient()).query(statement);
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const driver: ChannelDriver = {
    async subscribe(channel, dispatch) {
      dispatchers.set(channel, dispatch);
      await onListener(`LISTEN ${escapeIdentifier(channel)}`);
      return async () => {
        dispatchers.delete(channel);
        await onListener(`UNLISTEN ${escapeIdentifier(channel)}`);
      };
    },
    async close() {
      if (listener) await (await listener).end();
    },
  };
  return withChannels(db, schema, false, driver, async () => {
    await driver.close();
    await db.destroy();
  });
}

/** Fans one LISTEN per channel out to any number of in-process listeners. */
function withChannels(db: Kysely<Database>, schema: string | undefined, soleWriter: boolean, driver: ChannelDriver, closeDb: () => Promise<void>): BackendDatabase {
  // Channels are database-wide; a schema prefix keeps parallel test schemas from hearing each other.
  const channelName = (channel: string) => (schema ? `${schema}_${channel}` : channel);
  const channels = new Map<string, { listeners: Set<NotificationListener>; ready: Promise<() => Promise<void>> }>();
  // Unsubscribes still under way; close() lets them finish before the connections go.
  const stopping = new Set<Promise<void>>();

  return {
    db,
    schema,
    soleWriter,
    async listen(channel, listener) {
      const name = channelName(channel);
      let entry = channels.get(name);
      if (!entry) {
        const listeners = new Set<NotificationListener>();
        const ready = driver.subscribe(name, (payload) => listeners.forEach((notify) => notify(payload)));
        entry = { listeners, ready };
        channels.set(name, entry);
      }
      entry.listeners.add(listener);
      const current = entry;
      await current.ready;
      return async () => {
        current.listeners.delete(listener);
        if (current.listeners.size > 0 || channels.get(name) !== current) return;
        channels.delete(name);
        const stop = current.ready.then((unsubscribe) => unsubscribe());
        stopping.add(stop);
        try {
          await stop;
        } finally {
          stopping.delete(stop);
        }
      };
    },
    async notify(channel, payload, via) {
      await sql`select pg_notify(${channelName(channel)}, ${payload})`.execute(via ?? db);
    },
    async close() {
      channels.clear();
      await Promise.allSettled([...stopping]);
      await closeDb();
    },
  };
}
