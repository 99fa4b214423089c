import type { Database } from '@koers/server-core/db/database';
import type { SessionActorRow } from './session-actor.queries';

/** The channel on which the database announces changes to what access checks read (migration 0011). */
export const ACCESS_CHANGED_CHANNEL = 'koers_access_changed';

/** An access check is kept at most this long; a change announced by the database ends it at once. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type AccessKey = { tokenHash: string; userContextId: string | null };

export type AccessCache = {
  /** The kept check, if it is still live and its session was seen within `touchWithinMs`. */
  get(key: AccessKey, now: Date, touchWithinMs: number): SessionActorRow | null;
  /** A token for `set`: a check read before a change must not be kept after it. */
  generation(): number;
  set(key: AccessKey, row: SessionActorRow, generation: number, now: Date): void;
};

const keyOf = (key: AccessKey) => `${key.tokenHash}\u0000${key.userContextId ?? ''}`;

/**
 * Access checks kept in memory, for the embedded database only: PGlite is one instance in this
 * process, and it hands a change's notification (from the triggers of migration 0011) to its
 * listener before the statement that made the change returns. So a logout, a withdrawn right or
 * a new requirement empties the cache before the request that made it is answered, and the very
 * next request reads the database again. A PostgreSQL server may have other instances writing
 * to it; there the check is one prepared statement per request and nothing is kept.
 */
export function createAccessCache(database: Database): AccessCache | null {
  const pglite = database.pglite;
  if (!pglite) return null;
  const entries = new Map<string, { row: SessionActorRow; keptUntil: number }>();
  let generation = 0;
  let listening = false;
  void pglite
    .listen(ACCESS_CHANGED_CHANNEL, () => {
      generation++;
      entries.clear();
    })
    .then(() => {
      listening = true;
    })
    // Without the listener nothing is kept: every request reads the database.
    .catch(() => {});

  return {
    get(key, now, touchWithinMs) {
      if (!listening) return null;
      const entry = entries.get(keyOf(key));
      if (!entry) return null;
      const { session } = entry.row;
      const time = now.getTime();
      if (
        entry.keptUntil <= time ||
        session.expiresAt.getTime() <= time ||
        time - session.lastSeenAt.getTime() > touchWithinMs
      ) {
        entries.delete(keyOf(key));
        return null;
      }
      return entry.row;
    },
    generation: () => generation,
    set(key, row, readAt, now) {
      if (!listening || readAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(key), { row, keptUntil: now.getTime() + TTL_MS });
    },
  };
}
