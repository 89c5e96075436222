// A pg-Pool look-alike over one PGlite instance, so Kysely's own PostgresDialect can drive PGlite.
// PGlite is a single connection: a mutex hands it to one borrower at a time, so a transaction's
// BEGIN..COMMIT never interleaves with another request's queries.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { StatementCache } from './pglite-statements';

type Command = PostgresQueryResult<unknown>['command'];

class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return ready;
  }
}

export interface PglitePool extends PostgresPool {
  /** Runs fn while holding the connection, e.g. LISTEN, which must not land inside someone's transaction. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

export function pglitePool(pglite: PGlite): PglitePool {
  const mutex = new Mutex();
  const statements = new StatementCache(pglite);
  return {
    async exclusive(fn) {
      const release = await mutex.acquire();
      try {
        return await fn();
      } finally {
        release();
      }
    },
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.acquire();
      let released = false;
      const client = {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          const result = await statements.query<R>(sql, [...parameters]);
          return {
            command: (result.command ?? 'SELECT') as Command,
            rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release(): void {
          if (released) return;
          released = true;
          release();
        },
      };
      // Kysely only calls the (sql, parameters) form; cursors (streaming) are not offered here.
      return client as PostgresPoolClient;
    },
    async end(): Promise<void> {
      // The owner of the PGlite instance closes it.
    },
  };
}
