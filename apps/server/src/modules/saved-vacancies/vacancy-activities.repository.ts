import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { vacancyActivities } from '../../schema/saved-vacancies.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type VacancyActivityRow = typeof vacancyActivities.$inferSelect;

/** An activity with the public face of who did it (name and kind of user), when that context still exists. */
export type VacancyActivityListRow = VacancyActivityRow & {
  actor: { id: string; name: string; userType: string } | null;
};

export function createVacancyActivitiesRepository(db: Db) {
  return {
    async insert(values: typeof vacancyActivities.$inferInsert): Promise<VacancyActivityRow> {
      const [row] = await db.insert(vacancyActivities).values(values).returning();
      if (!row) throw new Error('insert vacancy_activities returned nothing');
      return row;
    },

    async listForSavedVacancy(
      organizationId: string,
      savedVacancyId: string,
      options: { direction: 'asc' | 'desc'; limit: number; offset: number },
    ): Promise<{ rows: VacancyActivityListRow[]; total: number }> {
      const where = and(
        eq(vacancyActivities.organizationId, organizationId),
        eq(vacancyActivities.savedVacancyId, savedVacancyId),
      );
      const order = options.direction === 'asc' ? asc : desc;
      const rows = await db
        .select({
          activity: vacancyActivities,
          actorId: userContexts.id,
          actorName: users.name,
          actorUserType: userContexts.userType,
        })
        .from(vacancyActivities)
        .leftJoin(
          userContexts,
          and(
            eq(userContexts.organizationId, vacancyActivities.organizationId),
            eq(userContexts.id, vacancyActivities.actorContextId),
          ),
        )
        .leftJoin(users, eq(users.id, userContexts.userId))
        .where(where)
        // Two changes in one transaction share their time; the order they were written breaks the tie.
        .orderBy(order(vacancyActivities.eventAt), order(vacancyActivities.createdAt), order(vacancyActivities.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ value: count() }).from(vacancyActivities).where(where);
      return {
        rows: rows.map((row) => ({
          ...row.activity,
          actor:
            row.actorId && row.actorName && row.actorUserType
              ? { id: row.actorId, name: row.actorName, userType: row.actorUserType }
              : null,
        })),
        total: total?.value ?? 0,
      };
    },
  };
}
