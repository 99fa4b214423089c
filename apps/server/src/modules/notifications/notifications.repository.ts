import type { Db } from '@koers/server-core/db/database';
import type { EmailFrequency, NotificationKind } from '@koers/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { notificationSettings, notifications } from '../../schema/notifications.table';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** The notifications of one recipient in one organisation. */
const ownedBy = (organizationId: string, recipientContextId: string) =>
  and(
    eq(notifications.organizationId, organizationId),
    eq(notifications.recipientContextId, recipientContextId),
  ) as SQL;

export function createNotificationsRepository(db: Db) {
  return {
    async insertMany(values: NotificationInsert[]): Promise<void> {
      if (values.length > 0) await db.insert(notifications).values(values);
    },
    /** The recipients' unread notifications of this kind about this subject (to gather into). */
    async unreadAbout(
      organizationId: string,
      kind: NotificationKind,
      subjectId: string,
      recipientContextIds: string[],
    ): Promise<NotificationRow[]> {
      if (recipientContextIds.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.organizationId, organizationId),
            eq(notifications.kind, kind),
            eq(notifications.subjectId, subjectId),
            inArray(notifications.recipientContextId, recipientContextIds),
            isNull(notifications.readAt),
          ),
        )
        .for('update');
    },
    /** One more of the same: the newest text, counted, moved up. */
    async gather(
      organizationId: string,
      id: string,
      values: { actorContextId: string | null; title: string; body: string; occurredAt: Date },
    ): Promise<void> {
      await db
        .update(notifications)
        .set({ ...values, count: sql`${notifications.count} + 1` })
        .where(and(eq(notifications.organizationId, organizationId), eq(notifications.id, id)));
    },
    async findOwn(organizationId: string, recipientContextId: string, id: string): Promise<NotificationRow | null> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(ownedBy(organizationId, recipientContextId), eq(notifications.id, id)))
        .limit(1);
      return row ?? null;
    },
    async list(
      organizationId: string,
      recipientContextId: string,
      options: { read?: boolean; limit: number; offset: number },
    ): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
      const own = ownedBy(organizationId, recipientContextId);
      const filtered =
        options.read === undefined
          ? own
          : (and(own, options.read ? isNotNull(notifications.readAt) : isNull(notifications.readAt)) as SQL);
      const rows = await db
        .select()
        .from(notifications)
        .where(filtered)
        .orderBy(desc(notifications.occurredAt), desc(notifications.id))
        .limit(options.limit)
        .offset(options.offset);
      const [totals] = await db
        .select({
          total: sql<number>`count(*) filter (where ${filtered})::int`,
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
        })
        .from(notifications)
        .where(own);
      return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
    },
    async unreadCount(organizationId: string, recipientContextId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(ownedBy(organizationId, recipientContextId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    async setRead(organizationId: string, recipientContextId: string, id: string, readAt: Date | null) {
      const [row] = await db
        .update(notifications)
        .set({ readAt })
        .where(and(ownedBy(organizationId, recipientContextId), eq(notifications.id, id)))
        .returning();
      return row ?? null;
    },
    async markReadAbout(
      organizationId: string,
      recipientContextId: string,
      kind: NotificationKind,
      subjectId: string,
      readAt: Date,
    ): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt })
        .where(
          and(
            ownedBy(organizationId, recipientContextId),
            eq(notifications.kind, kind),
            eq(notifications.subjectId, subjectId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
    async markAllRead(organizationId: string, recipientContextId: string, readAt: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt })
        .where(and(ownedBy(organizationId, recipientContextId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async markMailed(ids: string[], at: Date): Promise<void> {
      if (ids.length > 0) await db.update(notifications).set({ mailedAt: at }).where(inArray(notifications.id, ids));
    },
    async frequency(organizationId: string, userContextId: string): Promise<EmailFrequency | null> {
      const [row] = await db
        .select({ frequency: notificationSettings.emailFrequency })
        .from(notificationSettings)
        .where(
          and(
            eq(notificationSettings.organizationId, organizationId),
            eq(notificationSettings.userContextId, userContextId),
          ),
        )
        .limit(1);
      return row?.frequency ?? null;
    },
    async setFrequency(organizationId: string, userContextId: string, emailFrequency: EmailFrequency): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ organizationId, userContextId, emailFrequency })
        .onConflictDoUpdate({
          target: [notificationSettings.organizationId, notificationSettings.userContextId],
          set: { emailFrequency, updatedAt: new Date() },
        });
    },
  };
}
