import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Independent reads: side by side on the pool, one after another inside a transaction. A
 * transaction holds one connection, which runs one statement at a time: side by side there they
 * would only queue, and node-postgres 9 refuses a query on a busy client.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
