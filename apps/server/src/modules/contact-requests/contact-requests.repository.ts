import type { Db } from '@koers/server-core/db/database';
import type { DossierFacts } from '@koers/shared';
import { and, desc, eq, exists, type SQL } from 'drizzle-orm';
import { contactRequests } from '../../schema/contact-requests.table';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers } from '../../schema/dossiers.table';
import { employerContacts, employers } from '../../schema/employers.table';
import { showrooms } from '../../schema/showrooms.table';

export type ContactRequestRow = typeof contactRequests.$inferSelect;
/** A request with what its readers see of who asked and where. */
export type ContactRequestListRow = ContactRequestRow & {
  contactName: string;
  employerName: string;
  showroomName: string | null;
};

/** Which requests a list shows: one contact's, or those about dossiers the staff member handles. */
export type ContactRequestScope = { employerContactId: string } | { coachTeamMemberId: string } | { allDossiers: true };

export function createContactRequestsRepository(db: Db) {
  const listed = (organizationId: string, where: SQL | undefined) =>
    db
      .select({
        request: contactRequests,
        contactName: employerContacts.name,
        employerName: employers.name,
        showroomName: showrooms.name,
      })
      .from(contactRequests)
      .innerJoin(
        employerContacts,
        and(
          eq(employerContacts.organizationId, contactRequests.organizationId),
          eq(employerContacts.id, contactRequests.employerContactId),
        ),
      )
      .innerJoin(
        employers,
        and(
          eq(employers.organizationId, employerContacts.organizationId),
          eq(employers.id, employerContacts.employerId),
        ),
      )
      .leftJoin(
        showrooms,
        and(eq(showrooms.organizationId, contactRequests.organizationId), eq(showrooms.id, contactRequests.showroomId)),
      )
      .where(and(eq(contactRequests.organizationId, organizationId), where))
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
  const flat = (rows: Awaited<ReturnType<typeof listed>>): ContactRequestListRow[] =>
    rows.map((row) => ({
      ...row.request,
      contactName: row.contactName,
      employerName: row.employerName,
      showroomName: row.showroomName,
    }));

  return {
    async find(organizationId: string, id: string): Promise<ContactRequestListRow | null> {
      const [row] = flat(await listed(organizationId, eq(contactRequests.id, id)).limit(1));
      return row ?? null;
    },
    async lock(organizationId: string, id: string): Promise<ContactRequestRow | null> {
      const [row] = await db
        .select()
        .from(contactRequests)
        .where(and(eq(contactRequests.organizationId, organizationId), eq(contactRequests.id, id)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async list(
      organizationId: string,
      scope: ContactRequestScope,
      page: { size: number; offset: number },
    ): Promise<ContactRequestListRow[]> {
      const where =
        'employerContactId' in scope
          ? eq(contactRequests.employerContactId, scope.employerContactId)
          : 'coachTeamMemberId' in scope
            ? exists(
                db
                  .select({ id: dossierCoaches.id })
                  .from(dossierCoaches)
                  .where(
                    and(
                      eq(dossierCoaches.organizationId, contactRequests.organizationId),
                      eq(dossierCoaches.dossierId, contactRequests.dossierId),
                      eq(dossierCoaches.teamMemberId, scope.coachTeamMemberId),
                    ),
                  ),
              )
            : undefined;
      return flat(await listed(organizationId, where).limit(page.size).offset(page.offset));
    },
    /** The open request of this contact for this dossier, made now unless one exists: `created` says which. */
    async insertOrFindOpen(
      values: Pick<
        typeof contactRequests.$inferInsert,
        'organizationId' | 'dossierId' | 'employerContactId' | 'showroomId' | 'requestedByContextId' | 'message'
      >,
    ): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(contactRequests)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: contactRequests.id });
      if (inserted) return { id: inserted.id, created: true };
      const [open] = await db
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(
          and(
            eq(contactRequests.organizationId, values.organizationId),
            eq(contactRequests.employerContactId, values.employerContactId),
            eq(contactRequests.dossierId, values.dossierId),
            eq(contactRequests.state, 'pending'),
          ),
        )
        .limit(1);
      if (!open) throw new Error('contact request neither inserted nor found');
      return { id: open.id, created: false };
    },
    async decide(
      organizationId: string,
      id: string,
      values: Pick<ContactRequestRow, 'state' | 'decidedByContextId' | 'decidedAt' | 'conversationId'>,
    ): Promise<void> {
      await db
        .update(contactRequests)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(contactRequests.organizationId, organizationId), eq(contactRequests.id, id)));
    },
    /** What the rules know of the request's dossier (without anyone's read rule: the request decides). */
    async dossierFacts(
      organizationId: string,
      dossierId: string,
    ): Promise<(DossierFacts & { clientName: string }) | null> {
      const [row] = await db
        .select({ id: dossiers.id, clientName: dossiers.clientName, archivedAt: dossiers.archivedAt })
        .from(dossiers)
        .where(and(eq(dossiers.organizationId, organizationId), eq(dossiers.id, dossierId)))
        .limit(1);
      if (!row) return null;
      const coaches = await db
        .select({ teamMemberId: dossierCoaches.teamMemberId })
        .from(dossierCoaches)
        .where(and(eq(dossierCoaches.organizationId, organizationId), eq(dossierCoaches.dossierId, dossierId)));
      return {
        id: row.id,
        organizationId,
        archived: row.archivedAt !== null,
        coachTeamMemberIds: coaches.map((coach) => coach.teamMemberId),
        clientName: row.clientName,
      };
    },
  };
}
