// Runs the embedded database's queries, preparing the ones this process repeats. PGlite's query() calls into
// PostgreSQL six times a query (Parse, Describe, Bind, Describe, Execute, Sync), and PostgreSQL parses and plans the
// text every time. A statement run again is prepared once under a name; each later run is then one call (Bind,
// Describe, Execute, Sync) that reuses the parsed statement and, once PostgreSQL judges it as good, its plan.
// The reply history INSERT costs half as much that way (docs/decisions.md "Prepared statements on PGlite").
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/** Only data statements are prepared; BEGIN, LISTEN and schema changes run as they are. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Longer texts are not prepared nor remembered: they are the bulk writes whose text grows with their rows (an import's
 * multi-row VALUES), which rarely repeat, and the set of texts seen once must stay small.
 */
const LONGEST_PREPARED = 4000;

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
  /** Texts remembered as run once, so a second run prepares them; forgotten all at once when full. */
  seenCapacity?: number;
}

/**
 * The caller holds the connection: PGlite is one session, and a statement must not run between another borrower's
 * messages. (The pool's mutex gives that; see pglite-pool.ts.)
 */
export class StatementCache {
  /** Prepared statements by text, least recently used first. */
  private readonly prepared = new Map<string, Prepared>();
  private readonly seen = new Set<string>();
  private readonly capacity: number;
  private readonly seenCapacity: number;

  constructor(
    private readonly pglite: PGlite,
    { capacity = 100, seenCapacity = 2000 }: StatementCacheOptions = {},
  ) {
    this.capacity = capacity;
    this.seenCapacity = seenCapacity;
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

  /** The statement's prepared form, preparing it on its second run; undefined to run it as text. */
  private async preparedFor(text: string): Promise<Prepared | undefined> {
    const known = this.prepared.get(text);
    if (known) {
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    if (text.length > LONGEST_PREPARED || !PREPARABLE.test(text)) return undefined;
    if (!this.seen.has(text)) {
      if (this.seen.size >= this.seenCapacity) this.seen.clear();
      this.seen.add(text);
      return undefined;
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
    this.seen.delete(text);
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
    await this.exchange(Buffer.concat([protocol.serialize.close({ type: 'S', name: prepared.name }), protocol.serialize.sync()]));
  }

  /** One call into PostgreSQL, under PGlite's own lock as its query() takes it. */
  private exchange(message: Uint8Array) {
    return this.pglite._runExclusiveQuery(() => this.pglite.execProtocolStream(message));
  }
}
