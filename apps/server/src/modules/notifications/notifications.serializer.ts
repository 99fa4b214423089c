import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { EmailFrequency } from '@koers/shared';
import type { NotificationRow } from './notifications.repository';

/** SPEC §3 Notification: what happened, in Dutch, where it leads, and whether it was read. */
export function serializeNotification(row: NotificationRow): Resource {
  return resource('notifications', row.id, {
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    count: row.count,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    occurredAt: row.occurredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  });
}

export function serializeEmailSettings(userContextId: string, frequency: EmailFrequency): Resource {
  return resource('personal_email_settings', userContextId, { frequency });
}
