import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from './database';
import { readAll } from './read-all';

describe('readAll', () => {
  let database: Database;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    database = await openDatabase(url ? { url, poolSize: 4 } : { memory: true });
  });
  afterAll(() => database.close());

  /** Two reads that log when they start and end, and their answers. */
  async function twoReads(db: Db): Promise<{ answers: [number, number]; log: string[] }> {
    const log: string[] = [];
    const read = (n: number) => async () => {
      log.push(`start ${n}`);
      const result = (await db.execute(sql`select ${n}::int as n`)) as { rows: Array<{ n: number }> };
      log.push(`end ${n}`);
      return Number(result.rows[0]?.n);
    };
    const answers = await readAll<[number, number]>(db, [read(1), read(2)]);
    return { answers, log };
  }

  it('starts the reads together on the pool', async () => {
    const { answers, log } = await twoReads(database.db);
    expect(answers).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['start 1', 'start 2']);
  });

  it('runs them one after another inside a transaction, whose one connection takes one statement at a time', async () => {
    const { answers, log } = await database.db.transaction((tx) => twoReads(tx));
    expect(answers).toEqual([1, 2]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
