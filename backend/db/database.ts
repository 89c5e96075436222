// Opens the one PostgreSQL database: PGlite embedded by default, a real server with DATABASE_URL.
// Besides Kysely it offers LISTEN/NOTIFY, which carries events between backend replicas.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Client, Pool, escapeIdentifier } from 'pg';
import { embeddedClusterDir } from './embedded-cluster';
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
  /**
   * Calls back each time the LISTEN connection is back after being lost: notifications sent meanwhile were not heard,
   * so what was built from them should be read again. Never called for the embedded database.
   */
  onListenRestored(callback: () => void): void;
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
  onRestored(callback: () => void): void;
}

export function createDatabase(options: DatabaseOptions = {}): BackendDatabase {
  if (options.databaseUrl) return serverDatabase(options.databaseUrl, options.schema);
  return embeddedDatabase(options.pglite ?? openPglite(options.dataDir));
}

/**
 * PGlite's WebAssembly heap only grows: every page PostgreSQL touches stays resident. Its defaults (128 MB of shared
 * buffers, 64 MB for index builds) are a server's; one process's database of a few hundred MB is served as well from
 * 16 MB of buffers and the operating system's file cache (docs/decisions.md "Leaner process").
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=4MB'];

function openPglite(dataDir: string | undefined): PGlite {
  if (!dataDir) return new PGlite();
  const directory = embeddedClusterDir(dataDir);
  mkdirSync(directory, { recursive: true });
  return new PGlite(directory, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
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
    // One process holds the embedded database and its channels: the listener is never lost.
    onRestored: () => undefined,
  };
  return withChannels(db, undefined, true, driver, async () => {
    await db.destroy();
    await pglite.close();
  });
}

// The LISTEN connection's reconnect delays: doubled from the first after each failed attempt, never above the last.
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

function serverDatabase(databaseUrl: string, schema: string | undefined): BackendDatabase {
  // application_name names this product's connections on the server (per schema, so tests can pick out their own);
  // connectionTimeoutMillis makes requests fail fast while the server does not answer.
  const connection = {
    connectionString: databaseUrl,
    application_name: schema ? `qa-console:${schema}` : 'qa-console',
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new Pool({ ...connection, max: 10 });
  // An idle client whose connection dies (server restart, terminated backend) is dropped by the pool, which then
  // emits 'error'; unhandled, that event would end the process. The next request opens a new connection.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
  // A client lent out (held by a transaction between statements) has no pool listener: its error is kept off the
  // process here, its next query fails, and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // LISTEN needs a connection of its own that is never handed back to the pool. When it is lost it reconnects by
  // itself and LISTENs again on every channel still subscribed. Notifications sent while it was away are lost:
  // PostgreSQL does not keep them for a listener that is not connected, so once it is back the `restored` callbacks
  // run (the bot-changes feed then lets every per-bot cache go); workers still poll (docs/decisions.md).
  let listener: Promise<Client> | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_FIRST_MS;
  const dispatchers = new Map<string, NotificationListener>();
  const restored = new Set<() => void>();
  let everListened = false;
  const scheduleReconnect = () => {
    if (closed || reconnectTimer || listener || dispatchers.size === 0) return;
    const delay = reconnectDelay;
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listenerClient().then(
        () => (reconnectDelay = RECONNECT_FIRST_MS),
        (error: Error) => {
          console.warn(`database: LISTEN connection not restored (${error.message}); retrying in ${reconnectDelay} ms`);
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  };
  const listenerClient = (): Promise<Client> => {
    if (closed) return Promise.reject(new Error('The database is closed'));
    if (listener) return listener;
    const client = new Client(connection);
    client.on('notification', (message) => dispatchers.get(message.channel)?.(message.payload ?? ''));
    const opening: Promise<Client> = (async () => {
      await client.connect();
      // After a reconnect: the channels subscribed before the connection was lost.
      for (const channel of dispatchers.keys()) await client.query(`LISTEN ${escapeIdentifier(channel)}`);
      if (everListened) restored.forEach((callback) => callback());
      everListened = true;
      return client;
    })();
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (listener === opening) listener = undefined;
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', (error) => {
      console.warn(`database: LISTEN connection lost (${error.message})`);
      onLost();
    });
    client.on('end', onLost);
    listener = opening;
    opening.catch(onLost);
    return opening;
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
      try {
        await onListener(`LISTEN ${escapeIdentifier(channel)}`);
      } catch (error) {
        dispatchers.delete(channel);
        throw error;
      }
      return async () => {
        dispatchers.delete(channel);
        await onListener(`UNLISTEN ${escapeIdentifier(channel)}`);
      };
    },
    onRestored(callback) {
      restored.add(callback);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const open = listener;
      listener = undefined;
      if (open) await open.then((client) => client.end()).catch(() => undefined);
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
    onListenRestored(callback) {
      driver.onRestored(callback);
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
