import type { Db } from '@koers/server-core/db/database';
import type { DossierEmailSetting, EmailFrequency, NotificationKind } from '@koers/shared';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { contextPerson, joinContextPerson } from '../../schema/context-person.columns';
import { dossiers } from '../../schema/dossiers.table';
import { employerContacts, employers } from '../../schema/employers.table';
import { notificationSettings, notifications } from '../../schema/notifications.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

/** Who a notification goes to, with what decides whether and when it is mailed. */
export type RecipientRow = {
  userContextId: string;
  userType: string;
  frequency: EmailFrequency | null;
  dossierEmailSettings: Partial<Record<DossierEmailSetting, boolean>> | null;
};

const usable = and(isNull(userContexts.disabledAt), isNull(userContexts.pendingSince));

/** The usable user contexts among these ids, with their e-mail setting (and dossier's, for a candidate). */
export async function recipients(db: Db, organizationId: string, contextIds: string[]): Promise<RecipientRow[]> {
  if (contextIds.length === 0) return [];
  return db
    .select({
      userContextId: userContexts.id,
      userType: userContexts.userType,
      frequency: notificationSettings.emailFrequency,
      dossierEmailSettings: dossiers.emailSettings,
    })
    .from(userContexts)
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.organizationId, userContexts.organizationId),
        eq(notificationSettings.userContextId, userContexts.id),
      ),
    )
    .leftJoin(
      dossiers,
      and(eq(dossiers.organizationId, userContexts.organizationId), eq(dossiers.id, userContexts.dossierId)),
    )
    .where(and(eq(userContexts.organizationId, organizationId), inArray(userContexts.id, contextIds), usable));
}

/** The member contexts of these team members (a dossier's coaches are team members). */
export async function memberContextIds(db: Db, organizationId: string, teamMemberIds: string[]): Promise<string[]> {
  if (teamMemberIds.length === 0) return [];
  const rows = await db
    .select({ id: userContexts.id })
    .from(userContexts)
    .where(
      and(
        eq(userContexts.organizationId, organizationId),
        eq(userContexts.userType, 'member'),
        inArray(userContexts.teamMemberId, teamMemberIds),
      ),
    );
  return rows.map((row) => row.id);
}

/** The name of the person behind a user context (who did it). */
export async function contextName(db: Db, organizationId: string, userContextId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(userContexts)
    .innerJoin(users, eq(users.id, userContexts.userId))
    .where(and(eq(userContexts.organizationId, organizationId), eq(userContexts.id, userContextId)))
    .limit(1);
  return row?.name ?? null;
}

/** A dossier's candidate name, for texts about it. */
export async function dossierClientName(db: Db, organizationId: string, dossierId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: dossiers.clientName })
    .from(dossiers)
    .where(and(eq(dossiers.organizationId, organizationId), eq(dossiers.id, dossierId)))
    .limit(1);
  return row?.name ?? null;
}

/** An employer contact's name with its employer's id and name (for the contact invitation's notice). */
export async function employerContactNames(
  db: Db,
  organizationId: string,
  employerContactId: string,
): Promise<{ name: string; employerId: string; employerName: string } | null> {
  const [row] = await db
    .select({ name: employerContacts.name, employerId: employers.id, employerName: employers.name })
    .from(employerContacts)
    .innerJoin(employers, eq(employers.id, employerContacts.employerId))
    .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.id, employerContactId)))
    .limit(1);
  return row ?? null;
}

export type MailableNotification = {
  id: string;
  organizationId: string;
  recipientContextId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  count: number;
  occurredAt: Date;
  email: string;
  name: string;
};

/**
 * Notifications waiting for their mail, oldest first, of a recipient who can still use the
 * context. Locked, and skipped by another instance sending at the same time.
 */
export async function dueForMail(
  db: Db,
  options: { due: 'immediately' | 'daily'; createdBefore: Date; limit: number },
): Promise<MailableNotification[]> {
  const query = db
    .select({
      id: notifications.id,
      organizationId: notifications.organizationId,
      recipientContextId: notifications.recipientContextId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      count: notifications.count,
      occurredAt: notifications.occurredAt,
      email: contextPerson.email,
      name: contextPerson.name,
    })
    .from(notifications)
    .$dynamic();
  const rows = await joinContextPerson(query, notifications.recipientContextId)
    .where(
      and(
        eq(notifications.mailDue, options.due),
        isNull(notifications.mailedAt),
        usable,
        lte(notifications.createdAt, options.createdBefore),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(options.limit)
    .for('update', { of: notifications, skipLocked: true });
  return rows;
}
