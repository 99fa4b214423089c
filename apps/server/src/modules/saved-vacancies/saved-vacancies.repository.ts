import type { Db } from '@koers/server-core/db/database';
import { setFromExcluded } from '@koers/server-core/db/upsert';
import type { SortField } from '@koers/server-core/jsonapi/query';
import type { VacancyStateDefinition, VacancyType } from '@koers/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers } from '../../schema/dossiers.table';
import { savedVacancies, vacancyStates } from '../../schema/saved-vacancies.table';
import { userContexts } from '../../schema/user-contexts.table';

export type VacancyStateRow = typeof vacancyStates.$inferSelect;
export type SavedVacancyRow = typeof savedVacancies.$inferSelect;

/** A saved vacancy with what its dossier rules and the list need of its dossier. */
export type SavedVacancyListRow = SavedVacancyRow & {
  dossierName: string;
  dossierArchivedAt: Date | null;
  coachTeamMemberIds: string[];
};

/** Which dossiers an actor's list covers (the dossier rules, as a WHERE clause). */
export type SavedVacancyScope =
  | { kind: 'organization' }
  | { kind: 'dossier'; dossierId: string }
  | { kind: 'coached'; teamMemberId: string };

export type SavedVacancyFilter = {
  vacancyId?: string;
  vacancyType?: VacancyType;
  dossierId?: string;
  /** A candidate's user context: its dossier's saved vacancies. */
  userContextId?: string;
  vacancyStateId?: string;
};

export type SavedVacancySort = 'createdAt' | 'updatedAt';

const SORT_COLUMNS: Record<SavedVacancySort, SQL> = {
  createdAt: sql`${savedVacancies.createdAt}`,
  updatedAt: sql`${savedVacancies.updatedAt}`,
};

/** The team member ids coaching the saved vacancy's dossier, as a JSON array (PGlite and pg alike). */
const coachIdsSql = sql<string[]>`array_to_json(array(
  select ${dossierCoaches.teamMemberId} from ${dossierCoaches}
  where ${dossierCoaches.organizationId} = ${savedVacancies.organizationId}
    and ${dossierCoaches.dossierId} = ${savedVacancies.dossierId}))`;

function scopeCondition(organizationId: string, scope: SavedVacancyScope): SQL | undefined {
  switch (scope.kind) {
    case 'organization':
      return undefined;
    case 'dossier':
      return eq(savedVacancies.dossierId, scope.dossierId);
    case 'coached':
      return sql`exists (select 1 from ${dossierCoaches} where ${dossierCoaches.organizationId} = ${organizationId}
        and ${dossierCoaches.dossierId} = ${savedVacancies.dossierId}
        and ${dossierCoaches.teamMemberId} = ${scope.teamMemberId})`;
  }
}

function filterConditions(organizationId: string, filter: SavedVacancyFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.vacancyId) conditions.push(eq(savedVacancies.vacancyId, filter.vacancyId));
  if (filter.vacancyType) conditions.push(eq(savedVacancies.vacancyType, filter.vacancyType));
  if (filter.dossierId) conditions.push(eq(savedVacancies.dossierId, filter.dossierId));
  if (filter.vacancyStateId) conditions.push(eq(savedVacancies.vacancyStateId, filter.vacancyStateId));
  if (filter.userContextId) {
    conditions.push(
      inArray(
        savedVacancies.dossierId,
        sql`(select ${userContexts.dossierId} from ${userContexts} where ${userContexts.organizationId} = ${organizationId}
          and ${userContexts.id} = ${filter.userContextId} and ${userContexts.userType} = 'client')`,
      ),
    );
  }
  return conditions;
}

export function createSavedVacanciesRepository(db: Db) {
  const listSelection = {
    row: savedVacancies,
    dossierName: dossiers.clientName,
    dossierArchivedAt: dossiers.archivedAt,
    coachTeamMemberIds: coachIdsSql,
  };
  const toListRow = (item: {
    row: SavedVacancyRow;
    dossierName: string;
    dossierArchivedAt: Date | null;
    coachTeamMemberIds: string[] | null;
  }): SavedVacancyListRow => ({
    ...item.row,
    dossierName: item.dossierName,
    dossierArchivedAt: item.dossierArchivedAt,
    coachTeamMemberIds: item.coachTeamMemberIds ?? [],
  });
  const joinDossier = and(
    eq(dossiers.organizationId, savedVacancies.organizationId),
    eq(dossiers.id, savedVacancies.dossierId),
  );

  return {
    async listStates(): Promise<VacancyStateRow[]> {
      return db.select().from(vacancyStates).orderBy(asc(vacancyStates.position));
    },
    async findState(id: string): Promise<VacancyStateRow | null> {
      const [row] = await db.select().from(vacancyStates).where(eq(vacancyStates.id, id)).limit(1);
      return row ?? null;
    },
    async findStateByCode(code: string): Promise<VacancyStateRow | null> {
      const [row] = await db.select().from(vacancyStates).where(eq(vacancyStates.code, code)).limit(1);
      return row ?? null;
    },
    /** Writes the authored states; re-running updates texts and order, never duplicates. */
    async upsertStates(definitions: readonly VacancyStateDefinition[]): Promise<void> {
      if (definitions.length === 0) return;
      await db
        .insert(vacancyStates)
        .values(definitions.map((definition, index) => ({ ...definition, position: index + 1 })))
        .onConflictDoUpdate({
          target: vacancyStates.code,
          set: setFromExcluded(vacancyStates, [
            'label',
            'description',
            'position',
            'groupPosition',
            'groupLabel',
            'userActionable',
          ]),
        });
    },

    /** The saved vacancies (not taken off the list) within the scope, newest change first by default. */
    async list(
      organizationId: string,
      scope: SavedVacancyScope,
      filter: SavedVacancyFilter,
      options: { sort: Array<SortField<SavedVacancySort>>; limit: number; offset: number },
    ): Promise<{ rows: SavedVacancyListRow[]; total: number }> {
      const where = and(
        eq(savedVacancies.organizationId, organizationId),
        isNull(savedVacancies.removedAt),
        scopeCondition(organizationId, scope),
        ...filterConditions(organizationId, filter),
      );
      const order = (options.sort.length > 0 ? options.sort : [{ field: 'updatedAt', direction: 'desc' } as const]).map(
        (field) => (field.direction === 'asc' ? asc(SORT_COLUMNS[field.field]) : desc(SORT_COLUMNS[field.field])),
      );
      const rows = await db
        .select(listSelection)
        .from(savedVacancies)
        .innerJoin(dossiers, joinDossier)
        .where(where)
        .orderBy(...order, asc(savedVacancies.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ value: count() }).from(savedVacancies).where(where);
      return { rows: rows.map(toListRow), total: total?.value ?? 0 };
    },

    /** One saved vacancy of the organisation (also one taken off the list), with its dossier's facts. */
    async findById(organizationId: string, id: string): Promise<SavedVacancyListRow | null> {
      const [row] = await db
        .select(listSelection)
        .from(savedVacancies)
        .innerJoin(dossiers, joinDossier)
        .where(and(eq(savedVacancies.organizationId, organizationId), eq(savedVacancies.id, id)))
        .limit(1);
      return row ? toListRow(row) : null;
    },

    /** Holds the row until the transaction ends (a state change reads, then writes). */
    async lock(organizationId: string, id: string): Promise<SavedVacancyRow | null> {
      const [row] = await db
        .select()
        .from(savedVacancies)
        .where(and(eq(savedVacancies.organizationId, organizationId), eq(savedVacancies.id, id)))
        .for('update');
      return row ?? null;
    },

    async findForDossier(
      organizationId: string,
      dossierId: string,
      vacancy: { type: VacancyType; id: string },
    ): Promise<SavedVacancyRow | null> {
      const [row] = await db
        .select()
        .from(savedVacancies)
        .where(
          and(
            eq(savedVacancies.organizationId, organizationId),
            eq(savedVacancies.dossierId, dossierId),
            eq(savedVacancies.vacancyType, vacancy.type),
            eq(savedVacancies.vacancyId, vacancy.id),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Inserts unless the dossier has this vacancy already (then null). */
    async insert(values: typeof savedVacancies.$inferInsert): Promise<SavedVacancyRow | null> {
      const [row] = await db.insert(savedVacancies).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Puts a saved vacancy (back) on the list in a state. */
    async update(
      organizationId: string,
      id: string,
      values: Partial<Pick<SavedVacancyRow, 'vacancyStateId' | 'removedAt' | 'explorerId' | 'createdByContextId'>>,
    ): Promise<SavedVacancyRow> {
      const [row] = await db
        .update(savedVacancies)
        .set(values)
        .where(and(eq(savedVacancies.organizationId, organizationId), eq(savedVacancies.id, id)))
        .returning();
      if (!row) throw new Error('update saved_vacancies returned nothing');
      return row;
    },
  };
}
