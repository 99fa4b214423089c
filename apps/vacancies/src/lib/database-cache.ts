import type { Db } from '@koers/server-core/db/database';

/**
 * A small cache of values per database, each kept `ttlMs` and at most `size` per database (the
 * oldest dropped first): for answers that change only with an operator's import or the table's
 * statistics, asked again on every search. A value of `undefined` or `null` is not kept.
 */
export function createDatabaseCache<Value>(options: { ttlMs: number; size: number }) {
  const caches = new WeakMap<Db, Map<string, { value: Value; expires: number }>>();
  return {
    async get(db: Db, key: string, load: () => Promise<Value>): Promise<Value> {
      const cache = caches.get(db) ?? new Map<string, { value: Value; expires: number }>();
      caches.set(db, cache);
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = await load();
      if (value !== undefined && value !== null) {
        // Oldest first in a Map: dropping the first entry keeps the cache bounded.
        if (cache.size >= options.size) cache.delete(cache.keys().next().value as string);
        cache.set(key, { value, expires: Date.now() + options.ttlMs });
      }
      return value;
    },
    /** Forgets every value of a database. */
    forget(db: Db): void {
      caches.delete(db);
    },
  };
}
