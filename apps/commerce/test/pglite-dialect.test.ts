// The embedded database's Kysely dialect: one protocol message per query, parameters prepared as
// node-postgres prepares them for PostgreSQL, rows parsed with PGlite's type parsers.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenEmbedded, openDb, type DbHandle } from '../src/db/index.js';

/** The probe table is not part of the service's schema. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

describe('PGlite dialect', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({});
    await sql`create table probe (id serial primary key, n int, big int8, price numeric(12,4), note text,
      at timestamptz, doc jsonb, tags text[], raw bytea, flag boolean)`.execute(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  it('round-trips every kind of parameter the service sends', async () => {
    const at = new Date('2025-06-15T12:34:56.789Z');
    const db = handle.db as never as Loose;
    const inserted = await db
      .insertInto('probe')
      .values({
        n: 7,
        big: 9007199254740991n,
        price: 12.5,
        note: 'it\'s \\ "quoted" ☃',
        at,
        doc: JSON.stringify({ a: [1, 2], b: null }),
        tags: ['one', 'two, three', 'fo"ur'],
        raw: Buffer.from([0, 1, 254, 255]),
        flag: true,
      })
      .returning(['id', 'n', 'big', 'price', 'note', 'at', 'doc', 'tags', 'raw', 'flag'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({
      id: 1,
      n: 7,
      big: 9007199254740991,
      price: 12.5,
      note: 'it\'s \\ "quoted" ☃',
      at,
      doc: { a: [1, 2], b: null },
      tags: ['one', 'two, three', 'fo"ur'],
      raw: new Uint8Array([0, 1, 254, 255]),
      flag: true,
    });
    const nulls = await db
      .insertInto('probe')
      .values({ n: null, note: null })
      .returning(['n', 'note', 'tags'])
      .executeTakeFirstOrThrow();
    expect(nulls).toEqual({ n: null, note: null, tags: null });
  });

  it('reports the rows an update or delete changed', async () => {
    const db = handle.db as never as Loose;
    await db
      .insertInto('probe')
      .values([{ n: 100 }, { n: 101 }, { n: 102 }])
      .execute();
    const updated = await db
      .updateTable('probe')
      .set({ note: 'seen' })
      .where('n', '>=', 100)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(3n);
    const deleted = await db.deleteFrom('probe').where('n', '=', 101).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    const none = await db.deleteFrom('probe').where('n', '=', -1).executeTakeFirst();
    expect(none.numDeletedRows).toBe(0n);
  });

  it('throws the database error with its SQLSTATE and stays usable, inside and outside a transaction', async () => {
    const err = await sql`select 1 / ${0}::int`.execute(handle.db).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '22012' });
    expect((await sql<{ v: number }>`select ${41}::int + 1 as v`.execute(handle.db)).rows).toEqual([
      { v: 42 },
    ]);

    const inTx = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into probe (n) values (${500})`.execute(trx);
        await sql`insert into probe (id) values (${1})`.execute(trx); // duplicate key
      })
      .catch((e: unknown) => e);
    expect(inTx).toMatchObject({ code: '23505' });
    const kept = await sql<{
      c: number;
    }>`select count(*)::int as c from probe where n = ${500}`.execute(handle.db);
    expect(kept.rows).toEqual([{ c: 0 }]);
  });

  it('runs callers in turn on its one session', async () => {
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        handle.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from probe`.execute(
            trx,
          );
          await sql`insert into probe (n) values (${1000 + i})`.execute(trx);
          order.push(rows[0]?.n ?? -1);
        }),
      ),
    );
    // Each transaction saw the rows of those before it: none ran inside another.
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(5);
  });

  it('keeps statements prepared: a schema change, a syntax error and many distinct statements are all answered', async () => {
    await sql`create table kept (id int primary key, a text)`.execute(handle.db);
    await sql`insert into kept values (${1}, ${'one'})`.execute(handle.db);
    const read = () =>
      sql<Record<string, unknown>>`select * from kept where id = ${1}`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
    // The kept statement's result columns change under it: answered afresh, then kept again.
    await sql`alter table kept add column b int default 7`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 7 }]);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 7 }]);

    const bad = await sql`selec ${1}`.execute(handle.db).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '42601' });
    expect((await sql<{ v: number }>`select ${2}::int as v`.execute(handle.db)).rows).toEqual([
      { v: 2 },
    ]);

    // More distinct statements than are kept: the oldest are let go and still answer when they return.
    for (let i = 0; i < 300; i++) {
      const { rows } = await sql<{
        v: number;
      }>`select ${i}::int + ${sql.raw(String(i))} as v`.execute(handle.db);
      expect(rows).toEqual([{ v: 2 * i }]);
    }
    expect((await sql<{ v: number }>`select ${5}::int + 5 as v`.execute(handle.db)).rows).toEqual([
      { v: 10 },
    ]);
    const kept = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_prepared_statements`.execute(handle.db);
    expect(kept.rows[0]?.n).toBeLessThanOrEqual(256);
  });

  it('delivers NOTIFY to embedded listeners', async () => {
    const got: string[] = [];
    const stop = await listenEmbedded(handle.db, 'probe_channel', () => got.push('x'));
    await sql`select pg_notify('probe_channel', 'hello')`.execute(handle.db);
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual(['x']);
    await stop?.();
  });
});
