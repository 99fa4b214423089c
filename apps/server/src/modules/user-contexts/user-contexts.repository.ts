import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { authenticationRequirements } from '../../schema/authentication-requirements.table';
import { employerContacts, employers } from '../../schema/employers.table';
import { organizations } from '../../schema/organizations.table';
import { profiles } from '../../schema/profiles.table';
import { teamMembers, userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type UserContextRow = typeof userContexts.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type UserContextWithOrganization = {
  context: UserContextRow;
  organization: OrganizationRow;
  user: { id: string; name: string; email: string; mfaEnabledAt: Date | null };
  /**
   * Where the person is and their picture (SPEC §3 user context image, postalCode): a
   * candidate's profile, a contact's employer; absent where the context was read without them.
   */
  place?: { imageFileId: string | null; postalCode: string | null } | null;
};
export type RequirementRow = typeof authenticationRequirements.$inferSelect;
/** What deciding whether a requirement is met reads of it. */
export type RequirementFacts = Pick<
  RequirementRow,
  'organizationId' | 'userType' | 'mfa' | 'emailDomain' | 'domain' | 'provider'
>;

export function createUserContextsRepository(db: Db) {
  const selection = {
    context: userContexts,
    organization: organizations,
    user: { id: users.id, name: users.name, email: users.email, mfaEnabledAt: users.mfaEnabledAt },
    place: {
      imageFileId: profiles.imageFileId,
      postalCode: sql<string | null>`coalesce(${profiles.postalCode}, ${employers.postalCode})`,
    },
  };
  /** The contexts with their organisation, person and place (profile or employer). */
  const selectWithPlace = () =>
    db
      .select(selection)
      .from(userContexts)
      .innerJoin(organizations, eq(organizations.id, userContexts.organizationId))
      .innerJoin(users, eq(users.id, userContexts.userId))
      .leftJoin(
        profiles,
        and(eq(profiles.organizationId, userContexts.organizationId), eq(profiles.dossierId, userContexts.dossierId)),
      )
      .leftJoin(
        employerContacts,
        and(
          eq(employerContacts.organizationId, userContexts.organizationId),
          eq(employerContacts.id, userContexts.employerContactId),
        ),
      )
      .leftJoin(
        employers,
        and(
          eq(employers.organizationId, employerContacts.organizationId),
          eq(employers.id, employerContacts.employerId),
        ),
      );
  return {
    /** The candidate context of a person in an organisation (there is at most one), if any. */
    async clientContext(
      organizationId: string,
      userId: string,
    ): Promise<{ id: string; dossierId: string | null; pendingSince: Date | null } | null> {
      const [row] = await db
        .select({ id: userContexts.id, dossierId: userContexts.dossierId, pendingSince: userContexts.pendingSince })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.userId, userId),
            eq(userContexts.userType, 'client'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The candidate context that holds a dossier (none while the invitation is pending). */
    async clientContextOfDossier(organizationId: string, dossierId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: userContexts.id })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.dossierId, dossierId),
            eq(userContexts.userType, 'client'),
            isNull(userContexts.pendingSince),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },
    /** The contact-person context of a person in an organisation (there is at most one), if any. */
    async contactContext(
      organizationId: string,
      userId: string,
    ): Promise<{ id: string; employerContactId: string | null; pendingSince: Date | null } | null> {
      const [row] = await db
        .select({
          id: userContexts.id,
          employerContactId: userContexts.employerContactId,
          pendingSince: userContexts.pendingSince,
        })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.userId, userId),
            eq(userContexts.userType, 'contact'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The context tied to an employer contact (pending or not), with what the contact page shows of it. */
    async contextOfEmployerContact(
      organizationId: string,
      employerContactId: string,
    ): Promise<{ id: string; pendingSince: Date | null; disabledAt: Date | null; lastLoginAt: Date | null } | null> {
      const [row] = await db
        .select({
          id: userContexts.id,
          pendingSince: userContexts.pendingSince,
          disabledAt: userContexts.disabledAt,
          lastLoginAt: userContexts.lastLoginAt,
        })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.employerContactId, employerContactId),
            eq(userContexts.userType, 'contact'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async insertContactContext(values: {
      organizationId: string;
      userId: string;
      employerContactId: string;
      pendingSince: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(userContexts)
        .values({ ...values, userType: 'contact' })
        .returning({ id: userContexts.id });
      if (!row) throw new Error('insert user_contexts returned nothing');
      return row.id;
    },
    async insertClientContext(values: {
      organizationId: string;
      userId: string;
      dossierId: string;
      pendingSince: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(userContexts)
        .values({ ...values, userType: 'client' })
        .returning({ id: userContexts.id });
      if (!row) throw new Error('insert user_contexts returned nothing');
      return row.id;
    },
    /** The member context of a person in an organisation (there is at most one), if any. */
    async memberContext(
      organizationId: string,
      userId: string,
    ): Promise<{ id: string; teamMemberId: string | null; pendingSince: Date | null; disabledAt: Date | null } | null> {
      const [row] = await db
        .select({
          id: userContexts.id,
          teamMemberId: userContexts.teamMemberId,
          pendingSince: userContexts.pendingSince,
          disabledAt: userContexts.disabledAt,
        })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.userId, userId),
            eq(userContexts.userType, 'member'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The person's team member of an organisation, made when there is none yet. */
    async ensureTeamMember(organizationId: string, userId: string): Promise<string> {
      await db.insert(teamMembers).values({ organizationId, userId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.organizationId, organizationId), eq(teamMembers.userId, userId)));
      if (!row) throw new Error('team member was not made');
      return row.id;
    },
    async insertMemberContext(values: {
      organizationId: string;
      userId: string;
      teamMemberId: string;
      rights: Record<string, unknown>;
      pendingSince: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(userContexts)
        .values({ ...values, userType: 'member' })
        .returning({ id: userContexts.id });
      if (!row) throw new Error('insert user_contexts returned nothing');
      return row.id;
    },
    /** A member context's rights, and whether it is switched off (null: on). */
    async updateMember(
      organizationId: string,
      id: string,
      values: { rights?: Record<string, unknown>; disabledAt?: Date | null },
    ): Promise<void> {
      await db
        .update(userContexts)
        .set(values)
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.id, id),
            eq(userContexts.userType, 'member'),
          ),
        );
    },
    /** The person can still work somewhere else: an active context other than this one. */
    async hasOtherActiveContext(userId: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userContexts.id })
        .from(userContexts)
        .where(
          and(
            eq(userContexts.userId, userId),
            ne(userContexts.id, exceptId),
            isNull(userContexts.disabledAt),
            isNull(userContexts.pendingSince),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** A team member that coaches nothing and plays no part any more (a withdrawn invitation). */
    async deleteTeamMember(organizationId: string, id: string): Promise<void> {
      await db.delete(teamMembers).where(and(eq(teamMembers.organizationId, organizationId), eq(teamMembers.id, id)));
    },
    /** A pending context becomes usable (its invitation was accepted); false when it was not pending. */
    async activate(id: string): Promise<boolean> {
      const rows = await db
        .update(userContexts)
        .set({ pendingSince: null })
        .where(and(eq(userContexts.id, id), isNotNull(userContexts.pendingSince)))
        .returning({ id: userContexts.id });
      return rows.length === 1;
    },
    async delete(id: string): Promise<void> {
      await db.delete(userContexts).where(eq(userContexts.id, id));
    },
    /** The person used this context (first time in a session): what the organisation sees as last login. */
    async recordLogin(id: string, at: Date): Promise<void> {
      await db.update(userContexts).set({ lastLoginAt: at }).where(eq(userContexts.id, id));
    },
    /** The active contexts of one person, across organisations (pending and disabled ones are not). */
    async listForUser(userId: string): Promise<UserContextWithOrganization[]> {
      return selectWithPlace()
        .where(and(eq(userContexts.userId, userId), isNull(userContexts.disabledAt), isNull(userContexts.pendingSince)))
        .orderBy(organizations.name, userContexts.userType);
    },
    /** One context, only when it belongs to this person. */
    async findForUser(userId: string, userContextId: string): Promise<UserContextWithOrganization | null> {
      const [row] = await selectWithPlace()
        .where(
          and(
            eq(userContexts.id, userContextId),
            eq(userContexts.userId, userId),
            isNull(userContexts.disabledAt),
            isNull(userContexts.pendingSince),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The organisation's active team members' contexts with their rights as stored, by name. */
    async teamMembers(organizationId: string) {
      return db
        .select({
          teamMemberId: teamMembers.id,
          name: users.name,
          email: users.email,
          userContextId: userContexts.id,
          rights: userContexts.rights,
        })
        .from(userContexts)
        .innerJoin(teamMembers, eq(teamMembers.id, userContexts.teamMemberId))
        .innerJoin(users, eq(users.id, userContexts.userId))
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.userType, 'member'),
            isNull(userContexts.disabledAt),
            isNull(userContexts.pendingSince),
          ),
        )
        .orderBy(asc(users.name), asc(teamMembers.id));
    },
    async requirementsFor(organizationIds: string[]): Promise<RequirementRow[]> {
      if (organizationIds.length === 0) return [];
      return db
        .select()
        .from(authenticationRequirements)
        .where(inArray(authenticationRequirements.organizationId, organizationIds));
    },
  };
}
