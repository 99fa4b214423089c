import type { Db } from '@koers/server-core/db/database';
import { param, type SQL, sql } from 'drizzle-orm';

/** Rows of a raw statement; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Numbers come back as number (PGlite), string (node-postgres, bigint/numeric) or bigint. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number(value);
  return Number.NaN;
}

export function toNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}

/** Splits a list into chunks, for multi-row inserts of bounded size. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/** A JS array as ONE array parameter (Drizzle would otherwise spread it into a row). */
export function arrayParam(
  values: readonly unknown[],
  type: 'text' | 'uuid' | 'int' | 'float8' | 'bool' = 'text',
): SQL {
  return sql`${param(values)}::${sql.raw(type)}[]`;
}
