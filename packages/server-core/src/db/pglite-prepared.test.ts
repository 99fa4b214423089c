import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';

// PGlite runs parameterised statements prepared (pglite-prepared.ts): what a caller sees —
// values, types, errors, transactions, notifications — must be what PGlite's own query gives.
describe('PGlite prepared statements', () => {
  let database: Database;
  let statements = 0;

  beforeAll(async () => {
    database = await openDatabase({
      memory: true,
      onStatement: () => {
        statements++;
      },
    });
    await database.exec(`
      create table items (id int primary key, name text not null, data jsonb, tags text[], seen timestamptz);
      create function items_changed() returns trigger language plpgsql as $$
        begin perform pg_notify('items_changed', new.id::text); return new; end $$;
      create trigger items_changed after insert on items for each row execute function items_changed();
    `);
  });
  afterAll(() => database.close());

  it('binds and reads every kind of value the same on each call, nulls included', async () => {
    const seen = new Date('2026-03-01T10:00:00Z');
    for (const id of [1, 2]) {
      await database.query('insert into items (id, name, data, tags, seen) values ($1, $2, $3, $4, $5)', [
        id,
        `naam ${id}`,
        { nested: { id } },
        ['a', 'b'],
        id === 1 ? seen : null,
      ]);
    }
    const rows = await database.query('select id, name, data, tags, seen from items where id = any($1) order by id', [
      [1, 2],
    ]);
    expect(rows).toEqual([
      { id: 1, name: 'naam 1', data: { nested: { id: 1 } }, tags: ['a', 'b'], seen },
      { id: 2, name: 'naam 2', data: { nested: { id: 2 } }, tags: ['a', 'b'], seen: null },
    ]);
    const counted = (await database.db.execute(
      sql`select count(*)::int as n from items where name like ${'naam%'}`,
    )) as {
      rows: unknown[];
    };
    expect(counted.rows).toEqual([{ n: 2 }]);
  });

  it("fails with PostgreSQL's own error and code, and the next statement runs normally", async () => {
    const failure = await database
      .query('insert into items (id, name) values ($1, $2)', [1, 'dubbel'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: 'insert into items (id, name) values ($1, $2)' });
    const wrong = await database.query('select nope from items where id = $1', [1]).catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: '42703' });
    expect(await database.query('select name from items where id = $1', [1])).toEqual([{ name: 'naam 1' }]);
  });

  it('keeps a transaction whole: a failure rolls back its earlier statements, a success commits them', async () => {
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (${10}, ${'binnen'})`);
      await tx.execute(sql`insert into items (id, name) values (${1}, ${'dubbel'})`);
    });
    await expect(failed).rejects.toThrow();
    expect(await database.query('select id from items where id = $1', [10])).toEqual([]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (${11}, ${'binnen'})`);
    });
    expect(await database.query('select id from items where id = $1', [11])).toEqual([{ id: 11 }]);
  });

  it('runs a statement outside a transaction only after the transaction that is under way', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (${20}, ${'later zichtbaar'})`);
      await held;
    });
    const outside = database.query('select count(*)::int as n from items where id = $1', [20]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it('hands notifications to listeners before the statement that caused them returns', async () => {
    const heard: string[] = [];
    await database.pglite?.listen('items_changed', (payload) => heard.push(payload));
    await database.query('insert into items (id, name) values ($1, $2)', [30, 'gemeld']);
    expect(heard).toEqual(['30']);
  });

  it('counts each statement once for the benchmark', async () => {
    const before = statements;
    await database.query('select name from items where id = $1', [1]);
    expect(statements - before).toBe(1);
  });
});
