import { followChanges, type NotificationListener } from '@koers/server-core/db/notifications';
import type { SessionActorRow } from './session-actor.queries';

/** The channel on which the database announces changes to what access checks read (migration 0011). */
export const ACCESS_CHANGED_CHANNEL = 'koers_access_changed';

/** An access check is kept at most this long; a change announced by the database ends it at once. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type AccessKey = { tokenHash: string; userContextId: string | null };

export type AccessCache = {
  /**
   * The kept check, if it is still live, its session was seen within `touchWithinMs`, and no
   * change announced before this request arrived has ended it.
   */
  get(key: AccessKey, now: Date, touchWithinMs: number): Promise<SessionActorRow | null>;
  /** A token for `set`: a check read before a change must not be kept after it. */
  generation(): number;
  set(key: AccessKey, row: SessionActorRow, generation: number, now: Date): void;
};

const keyOf = (key: AccessKey) => `${key.tokenHash}\u0000${key.userContextId ?? ''}`;

/**
 * Access checks kept in memory per instance, dropped the moment the database announces a change
 * to what they read: triggers of migration 0011 notify `koers_access_changed` on every such
 * change, made through any instance or none, and the instance's listener hears it.
 *
 * Nothing is kept unless the listener is listening: not before its LISTEN has taken effect, and
 * not from the moment its connection is lost until it listens again (all is forgotten at both
 * ends, since notifications in between were missed). A check read before a change is not kept
 * after it (the generation token). Each change empties the whole cache: changes are rare next to
 * reads, and a notification need not say whom it concerns.
 *
 * A kept check is trusted only after the listener's `sync`: every change committed before the
 * request arrived has then been heard. On PGlite that is at once (it delivers a notification
 * before the statement that made the change returns). On PostgreSQL a notification reaches
 * another instance's listening socket only some time after the writer's COMMIT returns (tens of
 * milliseconds on a loaded machine, often after the next request has been answered), so `sync` is
 * a round trip on the listening connection, which the database answers only after the
 * notifications it owes; concurrent requests share one. It replaces the access check's statement
 * on the pool (a five-table join whose row Node parses and maps) with an empty statement on a
 * connection no request waits for, and the very next request after a change, through any
 * instance, reads the database again.
 */
export function createAccessCache(listener: NotificationListener): AccessCache {
  const entries = new Map<string, { row: SessionActorRow; keptUntil: number }>();
  let generation = 0;
  const forgetAll = () => {
    generation++;
    entries.clear();
  };
  const keeping = followChanges(listener, ACCESS_CHANGED_CHANNEL, { onChange: forgetAll, forgetAll });

  return {
    async get(key, now, touchWithinMs) {
      if (!keeping()) return null;
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
      // Every change committed before this request arrived must have been heard first.
      const seen = generation;
      if (!(await listener.sync()) || generation !== seen || !keeping()) return null;
      return entry.row;
    },
    generation: () => generation,
    set(key, row, readAt, now) {
      if (!keeping() || readAt !== generation) return;
      const id = keyOf(key);
      entries.delete(id);
      // The longest kept goes first (a Map iterates in insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(id, { row, keptUntil: now.getTime() + TTL_MS });
    },
  };
}
