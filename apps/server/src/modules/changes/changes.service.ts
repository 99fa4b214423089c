import type { Db } from '@koers/server-core/db/database';
import type { OwnChannel, RecordChannel } from '@koers/shared/realtime';
import { notifyAll } from './changes.repository';

/** The PostgreSQL channel every instance LISTENs on for changes to forward to its sockets. */
export const CHANGES_CHANNEL = 'koers_changes';

/**
 * A change a write makes, for the sockets that show it (SPEC §7 "Realtime channels"):
 * - on a record channel (Dossier, Employer, Conversation, LogsChannel) `id` is the record; every
 *   socket subscribed to that record hears of it;
 * - on an own channel (Conversations, UnreadConversations, notifications, FavoritesChannel) `id`
 *   is what changed and `userContextIds` are the people whose list, count or badge it touches.
 * `type` says what happened (`created`, `updated`, `deleted`, `message`, `read`, …).
 */
export type Change =
  | { channel: RecordChannel; type: string; id: string }
  | { channel: OwnChannel; type: string; id: string; userContextIds: readonly string[] };

/** How a change travels from the database to every instance (short keys: a payload holds ≤ 8000 bytes). */
export type ChangeMessage = { c: Change['channel']; t: string; i: string; k?: string[] };

/** Payloads stay well under PostgreSQL's limit of 8000 bytes; a larger batch is split. */
const MAX_PAYLOAD = 7_000;

/**
 * Records changes inside the caller's write transaction: pass the transaction (`tx`) the write
 * runs in. They reach the sockets only when it commits, and never when it rolls back
 * (PostgreSQL `NOTIFY` on channel `koers_changes`; every instance LISTENs, docs/development.md
 * "Realtime"). One statement for all the changes given.
 *
 *     await recordChange(tx, { channel: 'Dossier', type: 'updated', id: dossier.id });
 *     await recordChange(tx, [
 *       { channel: 'Conversation', type: 'message', id: conversation.id },
 *       { channel: 'UnreadConversations', type: 'message', id: conversation.id, userContextIds },
 *     ]);
 */
export async function recordChange(db: Db, changes: Change | readonly Change[]): Promise<void> {
  const list = (Array.isArray(changes) ? changes : [changes]) as readonly Change[];
  await notifyAll(db, CHANGES_CHANNEL, payloadsOf(list));
}

function payloadsOf(changes: readonly Change[]): string[] {
  const payloads: string[] = [];
  let batch: ChangeMessage[] = [];
  let size = 2;
  const flush = () => {
    if (batch.length > 0) payloads.push(JSON.stringify(batch));
    batch = [];
    size = 2;
  };
  for (const change of changes) {
    for (const message of messagesOf(change)) {
      const length = JSON.stringify(message).length + 1;
      if (size + length > MAX_PAYLOAD) flush();
      batch.push(message);
      size += length;
    }
  }
  flush();
  return payloads;
}

/** One message per change; an own channel's long list of people is spread over several. */
function messagesOf(change: Change): ChangeMessage[] {
  if (!('userContextIds' in change)) return [{ c: change.channel, t: change.type, i: change.id }];
  const people = [...new Set(change.userContextIds)];
  const messages: ChangeMessage[] = [];
  for (let start = 0; start < people.length; start += 100) {
    messages.push({ c: change.channel, t: change.type, i: change.id, k: people.slice(start, start + 100) });
  }
  return messages;
}

/** Reads a notification's payload back into changes; anything else yields none. */
export function parseChangeMessages(payload: string): ChangeMessage[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is ChangeMessage =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.c === 'string' &&
        typeof item.t === 'string' &&
        typeof item.i === 'string' &&
        (item.k === undefined || (Array.isArray(item.k) && item.k.every((k: unknown) => typeof k === 'string'))),
    );
  } catch {
    return [];
  }
}
