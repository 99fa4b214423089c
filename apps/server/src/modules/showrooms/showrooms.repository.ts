import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { and, asc, desc, eq, exists, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { dossiers, personalFiles } from '../../schema/dossiers.table';
import { employerContacts, employers } from '../../schema/employers.table';
import { type FavoriteOccupation, profiles } from '../../schema/profiles.table';
import { showroomConsents, showroomRecipients, showrooms } from '../../schema/showrooms.table';
import { userContexts } from '../../schema/user-contexts.table';

export type ShowroomRow = typeof showrooms.$inferSelect;
export type ShowroomInsert = Omit<typeof showrooms.$inferInsert, 'organizationId' | 'id'>;
export type ShowroomRecipients = { contactIds: string[]; employerIds: string[] };
/** One recipient by name: every contact of an employer, or one contact (with their employer's name). */
export type RecipientLabel = { kind: 'employer' | 'contact'; id: string; name: string; employerName: string };
/** The recipients of a showroom, with their names for the composer. */
export type ShowroomRecipientList = ShowroomRecipients & { labels: RecipientLabel[] };
/** A candidate a composer may add (both agreements given), with what helps to choose. */
export type CandidateOptionRow = {
  id: string;
  name: string;
  title: string | null;
  favoriteOccupations: FavoriteOccupation[] | null;
  city: string | null;
  postalCode: string | null;
};
/** An active employer and its contacts, as the composer chooses recipients among them. */
export type RecipientEmployer = { id: string; name: string; contacts: Array<{ id: string; name: string }> };

export function createShowroomsRepository(db: Db) {
  return {
    /** The active user contexts of these team members (a composer's, for 'contact opnemen'). */
    async activeContextsOfTeamMembers(
      organizationId: string,
      teamMemberIds: string[],
    ): Promise<Array<{ id: string; teamMemberId: string | null }>> {
      if (teamMemberIds.length === 0) return [];
      return db
        .select({ id: userContexts.id, teamMemberId: userContexts.teamMemberId })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            inArray(userContexts.teamMemberId, teamMemberIds),
            isNull(userContexts.disabledAt),
          ),
        );
    },
    async list(organizationId: string): Promise<ShowroomRow[]> {
      return db
        .select()
        .from(showrooms)
        .where(eq(showrooms.organizationId, organizationId))
        .orderBy(desc(showrooms.updatedAt), desc(showrooms.id));
    },
    /**
     * Published, not internal, and published to this contact or to every contact of its employer
     * (only the showroom `showroomId` when given).
     */
    async publishedToContact(organizationId: string, contactId: string, showroomId?: string): Promise<ShowroomRow[]> {
      const contactEmployer = db
        .select({ employerId: employerContacts.employerId })
        .from(employerContacts)
        .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.id, contactId)));
      return db
        .select()
        .from(showrooms)
        .where(
          and(
            eq(showrooms.organizationId, organizationId),
            showroomId ? eq(showrooms.id, showroomId) : undefined,
            isNotNull(showrooms.publishedAt),
            eq(showrooms.internal, false),
            exists(
              db
                .select({ id: showroomRecipients.id })
                .from(showroomRecipients)
                .where(
                  and(
                    eq(showroomRecipients.organizationId, organizationId),
                    eq(showroomRecipients.showroomId, showrooms.id),
                    or(
                      eq(showroomRecipients.employerContactId, contactId),
                      inArray(showroomRecipients.employerId, contactEmployer),
                    ),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(showrooms.publishedAt), desc(showrooms.id));
    },
    /** The showrooms with the dossier in a candidate block (only published ones when asked), newest first. */
    async withDossier(
      organizationId: string,
      dossierId: string,
      options: { publishedOnly: boolean },
    ): Promise<ShowroomRow[]> {
      return db
        .select()
        .from(showrooms)
        .where(
          and(
            eq(showrooms.organizationId, organizationId),
            sql`${showrooms.contentBlocks} @> ${JSON.stringify([{ type: 'candidates', dossierIds: [dossierId] }])}::jsonb`,
            options.publishedOnly ? isNotNull(showrooms.publishedAt) : undefined,
          ),
        )
        .orderBy(desc(showrooms.publishedAt), desc(showrooms.updatedAt), desc(showrooms.id));
    },
    async findById(organizationId: string, id: string): Promise<ShowroomRow | null> {
      const [row] = await db
        .select()
        .from(showrooms)
        .where(and(eq(showrooms.organizationId, organizationId), eq(showrooms.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** Locks the row for a change within the caller's transaction. */
    async lock(organizationId: string, id: string): Promise<ShowroomRow | null> {
      const [row] = await db
        .select()
        .from(showrooms)
        .where(and(eq(showrooms.organizationId, organizationId), eq(showrooms.id, id)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async insert(organizationId: string, values: ShowroomInsert): Promise<ShowroomRow> {
      const [row] = await db
        .insert(showrooms)
        .values({ ...values, organizationId })
        .returning();
      if (!row) throw new Error('insert showroom');
      return row;
    },
    async update(organizationId: string, id: string, values: Partial<ShowroomInsert>): Promise<void> {
      await db
        .update(showrooms)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(showrooms.organizationId, organizationId), eq(showrooms.id, id)));
    },
    async remove(organizationId: string, id: string): Promise<void> {
      await db.delete(showrooms).where(and(eq(showrooms.organizationId, organizationId), eq(showrooms.id, id)));
    },
    async recipientsOf(organizationId: string, showroomIds: string[]): Promise<Map<string, ShowroomRecipientList>> {
      const result = new Map<string, ShowroomRecipientList>(
        showroomIds.map((id) => [id, { contactIds: [], employerIds: [], labels: [] }]),
      );
      if (showroomIds.length === 0) return result;
      const rows = await db
        .select({
          showroomId: showroomRecipients.showroomId,
          employerContactId: showroomRecipients.employerContactId,
          employerId: showroomRecipients.employerId,
          contactName: employerContacts.name,
          employerName: employers.name,
        })
        .from(showroomRecipients)
        .leftJoin(
          employerContacts,
          and(
            eq(employerContacts.organizationId, showroomRecipients.organizationId),
            eq(employerContacts.id, showroomRecipients.employerContactId),
          ),
        )
        .leftJoin(
          employers,
          and(
            eq(employers.organizationId, showroomRecipients.organizationId),
            or(eq(employers.id, showroomRecipients.employerId), eq(employers.id, employerContacts.employerId)),
          ),
        )
        .where(
          and(
            eq(showroomRecipients.organizationId, organizationId),
            inArray(showroomRecipients.showroomId, showroomIds),
          ),
        )
        .orderBy(showroomRecipients.createdAt, showroomRecipients.id);
      for (const row of rows) {
        const entry = result.get(row.showroomId);
        const employerName = row.employerName ?? '';
        if (row.employerContactId) {
          entry?.contactIds.push(row.employerContactId);
          entry?.labels.push({ kind: 'contact', id: row.employerContactId, name: row.contactName ?? '', employerName });
        }
        if (row.employerId) {
          entry?.employerIds.push(row.employerId);
          entry?.labels.push({ kind: 'employer', id: row.employerId, name: employerName, employerName });
        }
      }
      return result;
    },
    /**
     * Active employers of the organisation whose name or a contact's name holds `q`, by name, each
     * with all its contacts: whom a showroom can be published to (names only).
     */
    async recipientDirectory(
      organizationId: string,
      q: string | undefined,
      limit: number,
    ): Promise<RecipientEmployer[]> {
      const pattern = q ? `%${escapeLike(q)}%` : null;
      const found = await db
        .select({ id: employers.id, name: employers.name })
        .from(employers)
        .where(
          and(
            eq(employers.organizationId, organizationId),
            isNull(employers.archivedAt),
            pattern
              ? or(
                  ilike(employers.name, pattern),
                  exists(
                    db
                      .select({ id: employerContacts.id })
                      .from(employerContacts)
                      .where(
                        and(
                          eq(employerContacts.organizationId, organizationId),
                          eq(employerContacts.employerId, employers.id),
                          ilike(employerContacts.name, pattern),
                        ),
                      ),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(employers.name), asc(employers.id))
        .limit(limit);
      if (found.length === 0) return [];
      const contacts = await db
        .select({ id: employerContacts.id, name: employerContacts.name, employerId: employerContacts.employerId })
        .from(employerContacts)
        .where(
          and(
            eq(employerContacts.organizationId, organizationId),
            inArray(
              employerContacts.employerId,
              found.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(employerContacts.name), asc(employerContacts.id));
      return found.map((employer) => ({
        ...employer,
        contacts: contacts
          .filter((contact) => contact.employerId === employer.id)
          .map(({ id, name }) => ({ id, name })),
      }));
    },
    /**
     * Active dossiers of the organisation whose candidate and coach both agreed to showrooms
     * (issue 35.3), whose name holds `q` (among `ids` when given), by name: whom any composer may
     * add to a showroom.
     */
    async candidateOptions(
      organizationId: string,
      search: { q: string | undefined; ids: string[] | undefined },
      limit: number,
    ): Promise<CandidateOptionRow[]> {
      const { q, ids } = search;
      return db
        .select({
          id: dossiers.id,
          name: dossiers.clientName,
          title: profiles.title,
          favoriteOccupations: profiles.favoriteOccupations,
          city: personalFiles.city,
          postalCode: profiles.postalCode,
        })
        .from(dossiers)
        .innerJoin(
          showroomConsents,
          and(
            eq(showroomConsents.organizationId, dossiers.organizationId),
            eq(showroomConsents.dossierId, dossiers.id),
          ),
        )
        .leftJoin(
          personalFiles,
          and(eq(personalFiles.organizationId, dossiers.organizationId), eq(personalFiles.dossierId, dossiers.id)),
        )
        .leftJoin(
          profiles,
          and(eq(profiles.organizationId, dossiers.organizationId), eq(profiles.dossierId, dossiers.id)),
        )
        .where(
          and(
            eq(dossiers.organizationId, organizationId),
            isNull(dossiers.archivedAt),
            isNotNull(showroomConsents.candidateGrantedAt),
            isNotNull(showroomConsents.coachGrantedAt),
            q ? ilike(dossiers.clientName, `%${escapeLike(q)}%`) : undefined,
            ids ? inArray(dossiers.id, ids) : undefined,
          ),
        )
        .orderBy(asc(dossiers.clientName), asc(dossiers.id))
        .limit(limit);
    },
    /** Which of these dossiers are active and have both showroom agreements (candidate and coach). */
    async consentedDossierIds(organizationId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: dossiers.id })
        .from(dossiers)
        .innerJoin(
          showroomConsents,
          and(
            eq(showroomConsents.organizationId, dossiers.organizationId),
            eq(showroomConsents.dossierId, dossiers.id),
          ),
        )
        .where(
          and(
            eq(dossiers.organizationId, organizationId),
            inArray(dossiers.id, ids),
            isNull(dossiers.archivedAt),
            isNotNull(showroomConsents.candidateGrantedAt),
            isNotNull(showroomConsents.coachGrantedAt),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
    async replaceRecipients(organizationId: string, showroomId: string, recipients: ShowroomRecipients): Promise<void> {
      await db
        .delete(showroomRecipients)
        .where(
          and(eq(showroomRecipients.organizationId, organizationId), eq(showroomRecipients.showroomId, showroomId)),
        );
      const values = [
        ...recipients.contactIds.map((employerContactId) => ({ employerContactId })),
        ...recipients.employerIds.map((employerId) => ({ employerId })),
      ].map((target) => ({ ...target, organizationId, showroomId }));
      if (values.length > 0) await db.insert(showroomRecipients).values(values);
    },
    /** Which of these dossiers are active dossiers of the organisation. */
    async existingDossierIds(organizationId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: dossiers.id })
        .from(dossiers)
        .where(
          and(eq(dossiers.organizationId, organizationId), inArray(dossiers.id, ids), isNull(dossiers.archivedAt)),
        );
      return new Set(rows.map((row) => row.id));
    },
    async existingContactIds(organizationId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: employerContacts.id })
        .from(employerContacts)
        .innerJoin(employers, eq(employers.id, employerContacts.employerId))
        .where(
          and(
            eq(employerContacts.organizationId, organizationId),
            inArray(employerContacts.id, ids),
            isNull(employers.archivedAt),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
    async existingEmployerIds(organizationId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: employers.id })
        .from(employers)
        .where(
          and(eq(employers.organizationId, organizationId), inArray(employers.id, ids), isNull(employers.archivedAt)),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}
