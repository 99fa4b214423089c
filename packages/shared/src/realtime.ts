/**
 * The realtime contract (SPEC §7 "Realtime channels", ARCHITECTURE.md "Realtime"): what a
 * socket may subscribe to and what it receives. A change names only a channel, what happened and
 * an id — never personal data: the web app refetches what it shows over HTTP, under the HTTP
 * read's own policy.
 */

/**
 * Channels about one record: a subscription names the record's id, and is admitted when the
 * actor may read that record over HTTP. LogsChannel is the activity history of a saved vacancy
 * (SPEC: resource_type SavedVacancy, resource_id). Showroom (issue 35) is one showroom: its
 * composers and the contacts it is published to hear when a candidate's consent changes.
 */
export const RECORD_CHANNELS = ['Dossier', 'Employer', 'Conversation', 'LogsChannel', 'Showroom'] as const;
export type RecordChannel = (typeof RECORD_CHANNELS)[number];

/**
 * Channels about the actor's own things (their conversation list, unread count, notifications,
 * favourites, downloads being made): a subscription names no id, it always means the socket's own user context.
 */
export const OWN_CHANNELS = [
  'Conversations',
  'UnreadConversations',
  'notifications',
  'FavoritesChannel',
  'Downloads',
] as const;
export type OwnChannel = (typeof OWN_CHANNELS)[number];

export const REALTIME_CHANNELS = [...RECORD_CHANNELS, ...OWN_CHANNELS] as const;
export type RealtimeChannel = RecordChannel | OwnChannel;

export function isRecordChannel(channel: unknown): channel is RecordChannel {
  return (RECORD_CHANNELS as readonly unknown[]).includes(channel);
}

export function isOwnChannel(channel: unknown): channel is OwnChannel {
  return (OWN_CHANNELS as readonly unknown[]).includes(channel);
}

/**
 * What a socket receives (event `change`): on a record channel `id` is that record (the dossier,
 * the conversation, the saved vacancy …); on an own channel it is the record that changed (the
 * conversation with a new message, the favourite that was removed …). `type` says what happened
 * (`updated`, `created`, `deleted`, `message`, `read`, …); the web app may refine on it.
 */
export type RealtimeChange = { channel: RealtimeChannel; type: string; id: string };

/** A subscription as the socket asks for it (event `subscribe`, and `unsubscribe` alike). */
export type RealtimeSubscription = { channel: RecordChannel; id: string } | { channel: OwnChannel };

/** The answer to `subscribe`: admitted, or refused with the status the HTTP read would give. */
export type SubscribeAck = { ok: true } | { ok: false; status: 400 | 403 | 404 };

/** The socket.io path on the main server. */
export const REALTIME_PATH = '/socket.io';

/** Event names on the socket. */
export const REALTIME_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  change: 'change',
  /**
   * Changes may have been missed (the instance lost its database listener for a while): refetch
   * everything shown. A reconnecting client does the same on its own.
   */
  resync: 'resync',
} as const;

/** The room a change goes to, and a subscription joins: one per channel and record or user context. */
export function realtimeRoom(channel: RealtimeChannel, key: string): string {
  return `${channel}:${key}`;
}
