import { qualified } from '@koers/server-core/db/columns';
import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossierEmailChanges, dossiers, personalFiles, profileTypes } from '../../schema/dossiers.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

/** Joins a dossier's candidate context: the client context of the dossier's organisation naming it. */
export const candidateContextOfDossier = and(
  eq(userContexts.organizationId, dossiers.organizationId),
  eq(userContexts.dossierId, dossiers.id),
  eq(userContexts.userType, 'client'),
) as SQL;

export type DossierRow = typeof dossiers.$inferSelect;
export type PersonalFileRow = typeof personalFiles.$inferSelect;
export type EmailChangeRow = typeof dossierEmailChanges.$inferSelect;
export type ProfileTypeRow = typeof profileTypes.$inferSelect;
export type CoachRow = {
  dossierId: string;
  teamMemberId: string;
  name: string;
  email: string;
  userContextId: string | null;
};
export type ClientAccount = {
  userContextId: string;
  userId: string;
  email: string;
  name: string;
  hasPassword: boolean;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
};

/** The other modules' parts of a dossier's page, as SQL through their services given SQL of the dossier; null: not asked. */
export type DossierPartsRelations<Extension, Value, Invitation, Partner> = {
  extensions: ((dossier: { organizationId: SQL; id: SQL }) => SQL<Extension[]>) | null;
  customFieldValues: ((dossier: { organizationId: SQL; id: SQL }) => SQL<Value[]>) | null;
  latestInvitation: ((dossier: { organizationId: SQL; id: SQL }) => SQL<Invitation | null>) | null;
  /** A coach's user context as the conversation policy sees it, given SQL of the context's id. */
  coachPartner: ((userContextId: SQL) => SQL<Partner | null>) | null;
};

/** What a dossier's page shows besides its list row (docs/decisions.md, "Cost per request"). */
export type DossierParts<Extension, Value, Invitation, Partner> = {
  id: string;
  profileType: ProfileTypeRow | null;
  /** The candidate's context, pending or not. */
  client: (ClientAccount & { pendingSince: Date | null }) | null;
  extensions: Extension[] | null;
  customFieldValues: Value[] | null;
  latestInvitation: Invitation | null;
  /** The coaches' active contexts other than the actor's, when asked. */
  coachPartners: Partner[] | null;
};

/** The dossier's coaches' member contexts as partner candidates (JSON array; inactive ones left out). */
function coachPartnersJson<Partner>(partner: (userContextId: SQL) => SQL<Partner | null>) {
  return sql<Partner[]>`(
    select coalesce(json_agg(coach_partner.candidate) filter (where coach_partner.candidate is not null), '[]'::json)
    from (select ${partner(sql`coach_context.id`)} as candidate
      from ${dossierCoaches} dossier_coach
      join ${userContexts} coach_context
        on coach_context.team_member_id = dossier_coach.team_member_id and coach_context.user_type = 'member'
      where dossier_coach.organization_id = ${dossiers.organizationId} and dossier_coach.dossier_id = ${dossiers.id}
    ) coach_partner)`;
}

/** Dossiers and what hangs directly off them; every method is scoped by organisation. */
export function createDossiersRepository(db: Db) {
  return {
    async insert(values: typeof dossiers.$inferInsert): Promise<DossierRow> {
      const [row] = await db.insert(dossiers).values(values).returning();
      if (!row) throw new Error('insert dossiers returned nothing');
      return row;
    },
    async update(
      organizationId: string,
      id: string,
      values: Partial<typeof dossiers.$inferInsert>,
    ): Promise<DossierRow> {
      const [row] = await db
        .update(dossiers)
        .set(values)
        .where(and(eq(dossiers.organizationId, organizationId), eq(dossiers.id, id)))
        .returning();
      if (!row) throw new Error('update dossiers matched nothing');
      return row;
    },
    async replaceCoaches(organizationId: string, dossierId: string, teamMemberIds: string[]): Promise<void> {
      await db
        .delete(dossierCoaches)
        .where(and(eq(dossierCoaches.organizationId, organizationId), eq(dossierCoaches.dossierId, dossierId)));
      if (teamMemberIds.length > 0) {
        await db
          .insert(dossierCoaches)
          .values(teamMemberIds.map((teamMemberId) => ({ organizationId, dossierId, teamMemberId })));
      }
    },
    /** The dossiers a team member coaches, active and archived. */
    async coachedBy(organizationId: string, teamMemberId: string): Promise<Array<{ id: string; archived: boolean }>> {
      return db
        .select({ id: dossiers.id, archived: sql<boolean>`${dossiers.archivedAt} is not null` })
        .from(dossierCoaches)
        .innerJoin(
          dossiers,
          and(eq(dossiers.organizationId, dossierCoaches.organizationId), eq(dossiers.id, dossierCoaches.dossierId)),
        )
        .where(and(eq(dossierCoaches.organizationId, organizationId), eq(dossierCoaches.teamMemberId, teamMemberId)));
    },
    /** One coach of a dossier makes way for another (who may coach it already). */
    async replaceCoach(organizationId: string, dossierId: string, from: string, to: string): Promise<void> {
      await db
        .delete(dossierCoaches)
        .where(
          and(
            eq(dossierCoaches.organizationId, organizationId),
            eq(dossierCoaches.dossierId, dossierId),
            eq(dossierCoaches.teamMemberId, from),
          ),
        );
      await db.insert(dossierCoaches).values({ organizationId, dossierId, teamMemberId: to }).onConflictDoNothing();
    },
    /** The dossiers whose candidate logs in as this person with this address (accepted contexts only). */
    async dossiersOfLogin(userId: string, email: string): Promise<Array<DossierRow & { userContextId: string }>> {
      const rows = await db
        .select({ dossier: dossiers, userContextId: userContexts.id })
        .from(userContexts)
        .innerJoin(dossiers, candidateContextOfDossier)
        .where(
          and(eq(userContexts.userId, userId), isNull(userContexts.pendingSince), eq(dossiers.clientEmail, email)),
        );
      return rows.map((row) => ({ ...row.dossier, userContextId: row.userContextId }));
    },
    /** The candidate context of a dossier, pending or not (the dossier's own bookkeeping). */
    async clientContext(
      organizationId: string,
      dossierId: string,
    ): Promise<(ClientAccount & { pendingSince: Date | null }) | null> {
      const [row] = await db
        .select({
          userContextId: userContexts.id,
          userId: users.id,
          email: users.email,
          name: users.name,
          passwordHash: users.passwordHash,
          lastLoginAt: userContexts.lastLoginAt,
          disabledAt: userContexts.disabledAt,
          pendingSince: userContexts.pendingSince,
        })
        .from(userContexts)
        .innerJoin(users, eq(users.id, userContexts.userId))
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.dossierId, dossierId),
            eq(userContexts.userType, 'client'),
          ),
        )
        .limit(1);
      if (!row) return null;
      const { passwordHash, ...rest } = row;
      return { ...rest, hasPassword: passwordHash !== null };
    },
    /**
     * What the pages of these dossiers show besides their list rows, in one statement: the
     * profile type and the candidate's context (joined), and the other modules' parts asked for.
     */
    async parts<Extension, Value, Invitation, Partner>(
      organizationId: string,
      ids: string[],
      relations: DossierPartsRelations<Extension, Value, Invitation, Partner>,
    ): Promise<Array<DossierParts<Extension, Value, Invitation, Partner>>> {
      if (ids.length === 0) return [];
      const dossier = { organizationId: qualified(dossiers.organizationId), id: qualified(dossiers.id) };
      const asked = <T>(column: ((of: typeof dossier) => SQL<T>) | null) =>
        (column ? column(dossier) : sql`null`) as SQL<T | null>;
      const rows = await db
        .select({
          id: dossiers.id,
          profileType: profileTypes,
          client: {
            userContextId: userContexts.id,
            userId: users.id,
            email: users.email,
            name: users.name,
            hasPassword: sql<boolean>`${users.passwordHash} is not null`,
            lastLoginAt: userContexts.lastLoginAt,
            disabledAt: userContexts.disabledAt,
            pendingSince: userContexts.pendingSince,
          },
          extensions: asked(relations.extensions),
          customFieldValues: asked(relations.customFieldValues),
          latestInvitation: asked(relations.latestInvitation),
          coachPartners: (relations.coachPartner ? coachPartnersJson(relations.coachPartner) : sql`null`) as SQL<
            Partner[] | null
          >,
        })
        .from(dossiers)
        .leftJoin(
          profileTypes,
          and(eq(profileTypes.organizationId, dossiers.organizationId), eq(profileTypes.id, dossiers.profileTypeId)),
        )
        .leftJoin(userContexts, candidateContextOfDossier)
        .leftJoin(users, eq(users.id, userContexts.userId))
        .where(and(eq(dossiers.organizationId, organizationId), sql`${dossiers.id} = any(${sql.param(ids)}::uuid[])`));
      // No candidate context: the joined columns are null (hasPassword false).
      return rows.map(({ client, ...row }) => ({
        ...row,
        client: client?.userContextId ? (client as ClientAccount & { pendingSince: Date | null }) : null,
      }));
    },
    /** The person has no other user context anywhere (their login e-mail is this dossier's alone). */
    async isOnlyContextOf(userId: string, userContextId: string): Promise<boolean> {
      const rows = await db.select({ id: userContexts.id }).from(userContexts).where(eq(userContexts.userId, userId));
      return rows.length === 1 && rows[0]?.id === userContextId;
    },
    async setClientContextDisabled(organizationId: string, dossierId: string, disabledAt: Date | null): Promise<void> {
      await db
        .update(userContexts)
        .set({ disabledAt })
        .where(
          and(
            eq(userContexts.organizationId, organizationId),
            eq(userContexts.dossierId, dossierId),
            eq(userContexts.userType, 'client'),
          ),
        );
    },
    async personalFile(organizationId: string, dossierId: string): Promise<PersonalFileRow | null> {
      const [row] = await db
        .select()
        .from(personalFiles)
        .where(and(eq(personalFiles.organizationId, organizationId), eq(personalFiles.dossierId, dossierId)))
        .limit(1);
      return row ?? null;
    },
    async personalFileById(organizationId: string, id: string): Promise<PersonalFileRow | null> {
      const [row] = await db
        .select()
        .from(personalFiles)
        .where(and(eq(personalFiles.organizationId, organizationId), eq(personalFiles.id, id)))
        .limit(1);
      return row ?? null;
    },
    async upsertPersonalFile(
      values: typeof personalFiles.$inferInsert & { organizationId: string; dossierId: string },
    ): Promise<PersonalFileRow> {
      const { organizationId, dossierId, ...rest } = values;
      const [row] = await db
        .insert(personalFiles)
        .values(values)
        .onConflictDoUpdate({ target: [personalFiles.organizationId, personalFiles.dossierId], set: rest })
        .returning();
      if (!row) throw new Error('upsert personal_files returned nothing');
      return row;
    },
    async addEmailChange(values: typeof dossierEmailChanges.$inferInsert): Promise<void> {
      await db.insert(dossierEmailChanges).values(values);
    },
    async emailChanges(
      organizationId: string,
      dossierId: string,
    ): Promise<Array<EmailChangeRow & { changedByName: string | null }>> {
      const rows = await db
        .select({ change: dossierEmailChanges, changedByName: users.name })
        .from(dossierEmailChanges)
        .leftJoin(userContexts, eq(userContexts.id, dossierEmailChanges.changedByContextId))
        .leftJoin(users, eq(users.id, userContexts.userId))
        .where(
          and(eq(dossierEmailChanges.organizationId, organizationId), eq(dossierEmailChanges.dossierId, dossierId)),
        )
        .orderBy(asc(dossierEmailChanges.createdAt));
      return rows.map((row) => ({ ...row.change, changedByName: row.changedByName }));
    },
    async profileTypes(organizationId: string): Promise<ProfileTypeRow[]> {
      return db
        .select()
        .from(profileTypes)
        .where(eq(profileTypes.organizationId, organizationId))
        .orderBy(asc(profileTypes.position), asc(profileTypes.name));
    },
    async profileType(organizationId: string, id: string): Promise<ProfileTypeRow | null> {
      const [row] = await db
        .select()
        .from(profileTypes)
        .where(and(eq(profileTypes.organizationId, organizationId), eq(profileTypes.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
