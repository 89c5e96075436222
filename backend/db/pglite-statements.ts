// Runs the embedded database's queries, preparing those marked for it. PGlite's query() calls into PostgreSQL six
// times a query (Parse, Describe, Bind, Describe, Execute, Sync), and PostgreSQL parses and plans the text every
// time. A statement whose text starts with PREPARED_MARK is prepared once under a name; each run is then one call
// (Bind, Describe, Execute, Sync) that reuses the parsed statement and, once PostgreSQL judges it as good, its plan.
// The reply history INSERT costs about half as much that way (docs/decisions.md "Prepared statements on PGlite").
// Only marked statements, because a cached generic plan can be far worse than a fresh one: prepared, the history
// writer's session lookup (a lateral join over unnested arrays) took 73 ms a batch instead of 4.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/**
 * Starts the text of a statement that runs often and whose generic plan was checked to be as good as a fresh one.
 * A comment, so a PostgreSQL server runs the same text as it is.
 */
export const PREPARED_MARK = '/* prepared */';

/** PostgreSQL refuses a prepared statement whose result columns a schema change altered (`select *` of a table). */
const RESULT_TYPE_CHANGED = /cached plan must not change result type/;

/** Names are unique in the process, so two caches over one PGlite (as in tests) never collide. */
let named = 0;

interface Prepared {
  name: string;
  /** The parameters' type OIDs as PostgreSQL inferred them, which pick each value's serializer. */
  parameterTypes: number[];
}

export interface StatementCacheOptions {
  /** Prepared statements kept; the least recently used is closed beyond this. */
  capacity?: number;
}

/**
 * The caller holds the connection: PGlite is one session, and a statement must not run between another borrower's
 * messages. (The pool's mutex gives that; see pglite-pool.ts.)
 */
export class StatementCache {
  /** Prepared statements by text, least recently used first. */
  private readonly prepared = new Map<string, Prepared>();
  private readonly capacity: number;

  constructor(
    private readonly pglite: PGlite,
    { capacity = 20 }: StatementCacheOptions = {},
  ) {
    this.capacity = capacity;
  }

  async query<R>(text: string, parameters: unknown[]): Promise<Results<R>> {
    const prepared = await this.preparedFor(text);
    if (!prepared) return this.pglite.query<R>(text, parameters);
    try {
      return await this.run<R>(prepared, text, parameters);
    } catch (error) {
      if (!(error instanceof Error) || !RESULT_TYPE_CHANGED.test(error.message)) throw error;
      // The table changed under the statement: prepare it afresh next time. Outside a transaction nothing ran, so
      // the query is run as text now; inside one the transaction is already aborted and the caller sees the error.
      await this.close(text);
      if (this.pglite.isInTransaction()) throw error;
      return this.pglite.query<R>(text, parameters);
    }
  }

  /** A marked statement's prepared form, preparing it on its first run; undefined to run the text as it is. */
  private async preparedFor(text: string): Promise<Prepared | undefined> {
    if (!text.startsWith(PREPARED_MARK)) return undefined;
    const known = this.prepared.get(text);
    if (known) {
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    const name = `qa_console_${++named}`;
    let messages;
    try {
      const message = Buffer.concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
      messages = await this.exchange(message);
    } catch {
      // Not preparable here (e.g. the transaction already failed): run as text, which reports the error in full.
      return undefined;
    }
    const description = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const prepared = { name, parameterTypes: description?.dataTypeIDs ?? [] };
    this.prepared.set(text, prepared);
    if (this.prepared.size > this.capacity) await this.close(this.prepared.keys().next().value as string);
    return prepared;
  }

  private async run<R>(prepared: Prepared, text: string, parameters: unknown[]): Promise<Results<R>> {
    // Each value is serialized as PGlite's query() does: by its parameter's type, else as its string.
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[prepared.parameterTypes[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    const message = Buffer.concat([
      protocol.serialize.bind({ statement: prepared.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    try {
      const messages = await this.exchange(message);
      return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
    } catch (error) {
      // As PGlite's query() does, the error names its statement.
      if (error instanceof Error) Object.assign(error, { query: text, params: parameters });
      throw error;
    }
  }

  private async close(text: string): Promise<void> {
    const prepared = this.prepared.get(text);
    if (!prepared) return;
    this.prepared.delete(text);
    try {
      await this.exchange(Buffer.concat([protocol.serialize.close({ type: 'S', name: prepared.name }), protocol.serialize.sync()]));
    } catch {
      // Left open, it holds a name and a plan until the session ends; the query's own outcome is what matters.
    }
  }

  /** One call into PostgreSQL, under PGlite's own lock as its query() takes it. */
  private exchange(message: Uint8Array) {
    return this.pglite._runExclusiveQuery(() => this.pglite.execProtocolStream(message));
  }
}
