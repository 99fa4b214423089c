import type { Db } from '@koers/server-core/db/database';
import { type Actor, DEFAULT_EMAIL_FREQUENCY, type EmailFrequency } from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { createDeeplink } from '../deeplinks/deeplinks.service';
import type { Mailer } from '../mail/mailer';
import { digestMail, notificationMail } from './notification-mail';
import { notificationErrors } from './notifications.errors';
import { dueForMail, type MailableNotification } from './notifications.queries';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository';

/** The actor's own notifications, newest first; `meta` has the unread count (the badge). */
export async function listNotifications(input: {
  db: Db;
  actor: Actor;
  read?: boolean;
  page: { size: number; offset: number };
}): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const { actor } = input;
  return createNotificationsRepository(input.db).list(actor.organizationId, actor.userContextId, {
    ...(input.read !== undefined ? { read: input.read } : {}),
    limit: input.page.size,
    offset: input.page.offset,
  });
}

/** One of the actor's own notifications; anyone else's is not found. */
export async function getNotification(db: Db, actor: Actor, id: string): Promise<NotificationRow> {
  const row = await createNotificationsRepository(db).findOwn(actor.organizationId, actor.userContextId, id);
  if (!row) throw notificationErrors.notFound();
  return row;
}

/** Marks one of the actor's notifications read (or unread again). */
export async function setNotificationRead(db: Db, actor: Actor, id: string, read: boolean): Promise<NotificationRow> {
  const current = await getNotification(db, actor, id);
  if ((current.readAt !== null) === read) return current;
  const row = await createNotificationsRepository(db).setRead(
    actor.organizationId,
    actor.userContextId,
    id,
    read ? new Date() : null,
  );
  if (!row) throw notificationErrors.notFound();
  // The person's other windows update their list and badge.
  await recordChange(db, { channel: 'notifications', type: 'read', id, userContextIds: [actor.userContextId] });
  return row;
}

/** The actor has read every message of the conversation: its message notifications are read too. */
export async function markMessageNotificationsRead(db: Db, actor: Actor, conversationId: string): Promise<void> {
  const open = await createNotificationsRepository(db).markReadAbout(
    actor.organizationId,
    actor.userContextId,
    'conversation_message',
    conversationId,
    new Date(),
  );
  if (open > 0)
    await recordChange(db, {
      channel: 'notifications',
      type: 'read',
      id: conversationId,
      userContextIds: [actor.userContextId],
    });
}

/** Marks all of the actor's notifications read. */
export async function markAllNotificationsRead(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const count = await createNotificationsRepository(tx).markAllRead(
      actor.organizationId,
      actor.userContextId,
      new Date(),
    );
    if (count > 0) {
      await recordChange(tx, {
        channel: 'notifications',
        type: 'read',
        id: actor.userContextId,
        userContextIds: [actor.userContextId],
      });
    }
  });
}

/** The actor's personal e-mail setting. */
export async function getEmailFrequency(db: Db, actor: Actor): Promise<EmailFrequency> {
  return (
    (await createNotificationsRepository(db).frequency(actor.organizationId, actor.userContextId)) ??
    DEFAULT_EMAIL_FREQUENCY
  );
}

export async function setEmailFrequency(db: Db, actor: Actor, frequency: EmailFrequency): Promise<EmailFrequency> {
  await createNotificationsRepository(db).setFrequency(actor.organizationId, actor.userContextId, frequency);
  return frequency;
}

const BATCH = 50;

/**
 * Writes the mails about notifications that are due into the outbox, each in the same
 * transaction that marks its notifications mailed, so none is mailed twice or lost; then
 * delivers what the outbox holds. `immediately`: one mail per notification. `daily` (the
 * digest): one mail per person with everything due until `now`.
 */
export async function mailDueNotifications(input: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  due: 'immediately' | 'daily';
  now?: Date;
}): Promise<number> {
  const now = input.now ?? new Date();
  let written = 0;
  for (;;) {
    const count = await input.db.transaction(async (tx) => {
      const due = await dueForMail(tx, { due: input.due, createdBefore: now, limit: BATCH });
      // Each mail's link opens the page for its own person, in the context it was meant for.
      const rows: MailableNotification[] = [];
      for (const row of due) {
        const link = await createDeeplink(tx, {
          organizationId: row.organizationId,
          userContextId: row.recipientContextId,
          target: row.link,
          now,
        });
        rows.push({ ...row, link });
      }
      if (input.due === 'immediately') {
        for (const row of rows) await input.mailer.record(tx, notificationMail(row, input.publicUrl), now);
      } else {
        const byRecipient = new Map<string, MailableNotification[]>();
        for (const row of rows) {
          byRecipient.set(row.recipientContextId, [...(byRecipient.get(row.recipientContextId) ?? []), row]);
        }
        for (const items of byRecipient.values())
          await input.mailer.record(tx, digestMail(items, input.publicUrl), now);
      }
      await createNotificationsRepository(tx).markMailed(
        rows.map((row) => row.id),
        now,
      );
      return rows.length;
    });
    written += count;
    if (count < BATCH) break;
  }
  await input.mailer.deliverDue(input.db, now);
  return written;
}
