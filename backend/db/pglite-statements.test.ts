// Prepared statements on PGlite: a marked statement is prepared once and then gives what a plain query gives (rows,
// types, counts, errors, notifications), survives a schema change, and the cache stays bounded.
import { PGlite } from '@electric-sql/pglite';
import { PREPARED_MARK, StatementCache } from './pglite-statements';

const marked = (text: string) => `${PREPARED_MARK} ${text}`;

async function preparedNames(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(`select name from pg_prepared_statements where name like 'qa_console_%' order by name`);
  return rows.map((row) => row.name);
}

describe('StatementCache', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`create table notes (id serial primary key, label text unique not null, at timestamptz, tags text[], doc jsonb)`);
  });
  afterAll(() => pglite.close());
  beforeEach(() => pglite.exec('truncate notes restart identity; deallocate all'));

  it('prepares a marked statement on its first run and reuses it after that', async () => {
    const statements = new StatementCache(pglite);
    const text = marked('select $1::int + 1 as n');
    expect((await statements.query<{ n: number }>(text, [1])).rows).toEqual([{ n: 2 }]);
    const names = await preparedNames(pglite);
    expect(names).toHaveLength(1);
    expect((await statements.query<{ n: number }>(text, [41])).rows).toEqual([{ n: 42 }]);
    expect(await preparedNames(pglite)).toEqual(names);
    // Statements without the mark always run as text.
    for (const n of [1, 2, 3]) expect((await statements.query<{ n: number }>('select $1::int as n', [n])).rows).toEqual([{ n }]);
    expect(await preparedNames(pglite)).toEqual(names);
  });

  it('gives the rows, types and counts a plain query gives', async () => {
    const statements = new StatementCache(pglite);
    const insert = marked('insert into notes (label, at, tags, doc) values ($1, $2, $3, $4) returning id, label, at, tags, doc');
    const values = (label: string) => [label, new Date('2026-11-26T01:02:03.456Z'), ['甲', 'b"c', null], { answer: '是', n: 1 }];
    const plain = await pglite.query(insert, values('plain'));
    const prepared = await statements.query(insert, values('prepared'));
    expect(await preparedNames(pglite)).toHaveLength(1);
    expect(prepared.rows).toEqual([{ ...(plain.rows[0] as object), id: 2, label: 'prepared' }]);
    expect(prepared.fields).toEqual(plain.fields);

    const update = marked('update notes set doc = $1 where id > $2');
    const plainUpdate = await pglite.query(update, [null, 0]);
    const preparedUpdate = await statements.query(update, [{ x: 2 }, 1]);
    expect(plainUpdate.affectedRows).toBe(2);
    expect(preparedUpdate.affectedRows).toBe(1);
    expect((await pglite.query('select doc from notes order by id')).rows).toEqual([{ doc: null }, { doc: { x: 2 } }]);
  });

  it("reports PostgreSQL's error from a prepared statement and the session goes on", async () => {
    const statements = new StatementCache(pglite);
    const insert = marked('insert into notes (label) values ($1)');
    await statements.query(insert, ['one']);
    await statements.query(insert, ['two']);
    const failure = await statements.query(insert, ['two']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_label_key', query: insert, params: ['two'] });
    expect(await preparedNames(pglite)).toHaveLength(1);

    // Inside a transaction the failure aborts it as every failed statement does, and ROLLBACK ends it.
    await pglite.query('begin');
    await statements.query(insert, ['three']);
    await expect(statements.query(insert, ['one'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query(insert, ['four'])).rejects.toMatchObject({ code: '25P02' });
    await pglite.query('rollback');
    expect((await statements.query<{ label: string }>('select label from notes order by id', [])).rows.map((row) => row.label)).toEqual(['one', 'two']);
    expect((await statements.query<{ label: string }>('select label from notes order by id', [])).rows.map((row) => row.label)).toEqual(['one', 'two']);
  });

  it('prepares a statement afresh when a schema change alters its result', async () => {
    const statements = new StatementCache(pglite);
    await pglite.query(`insert into notes (label) values ('kept')`);
    const select = marked('select * from notes where label = $1');
    await statements.query(select, ['kept']);
    expect(Object.keys((await statements.query(select, ['kept'])).rows[0] as object)).toEqual(['id', 'label', 'at', 'tags', 'doc']);
    await pglite.exec('alter table notes add column extra int default 7');
    try {
      expect((await statements.query(select, ['kept'])).rows).toEqual([expect.objectContaining({ label: 'kept', extra: 7 })]);
      expect((await statements.query(select, ['kept'])).rows).toEqual([expect.objectContaining({ label: 'kept', extra: 7 })]);
      expect((await statements.query(select, ['kept'])).rows).toEqual([expect.objectContaining({ label: 'kept', extra: 7 })]);
    } finally {
      await pglite.exec('alter table notes drop column extra');
    }

    // Inside a transaction the change fails the statement, as PostgreSQL does; after the rollback it is prepared anew.
    await pglite.query('begin');
    await pglite.query('alter table notes add column inside int');
    await expect(statements.query(select, ['kept'])).rejects.toThrow('cached plan must not change result type');
    await pglite.query('rollback');
    for (let run = 0; run < 3; run++) expect(Object.keys((await statements.query(select, ['kept'])).rows[0] as object)).toEqual(['id', 'label', 'at', 'tags', 'doc']);
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    const statements = new StatementCache(pglite, { capacity: 2 });
    const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'].map(marked);
    for (const text of texts) {
      await statements.query(text, [1]);
      await statements.query(text, [1]);
    }
    expect(await preparedNames(pglite)).toHaveLength(2);
    // The closed one is prepared anew when it runs again, and every result stays right.
    for (const [index, text] of texts.entries()) {
      const column = String.fromCharCode(97 + index);
      expect((await statements.query(text, [index])).rows).toEqual([{ [column]: index }]);
      expect((await statements.query(text, [index + 10])).rows).toEqual([{ [column]: index + 10 }]);
    }
    expect(await preparedNames(pglite)).toHaveLength(2);
  });

  it('delivers the notifications a prepared statement sends', async () => {
    const statements = new StatementCache(pglite);
    const heard: string[] = [];
    const unlisten = await pglite.listen('statement_cache_test', (payload) => heard.push(payload));
    try {
      for (const payload of ['first', 'second', 'third']) await statements.query(marked('select pg_notify($1, $2)'), ['statement_cache_test', payload]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(heard).toEqual(['first', 'second', 'third']);
    } finally {
      await unlisten();
    }
  });
});
