import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { explorers } from '../../schema/explorers.table';
import { savedSearches, savedSearchSentVacancies } from '../../schema/saved-searches.table';
import { INTERNET_RESOURCE_TYPE } from './internet-vacancies';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A dossier's saved searches and what their alerts mailed, always within one organisation. */
export function createSavedSearchesRepository(db: Db) {
  const one = (organizationId: string, id: string) =>
    and(eq(savedSearches.organizationId, organizationId), eq(savedSearches.id, id));
  return {
    async listForDossier(organizationId: string, dossierId: string): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.organizationId, organizationId), eq(savedSearches.dossierId, dossierId)))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    },
    /** The organisation's explorers of internet vacancies (their searches go to the vacancies service). */
    async internetExplorerIds(organizationId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: explorers.id })
        .from(explorers)
        .where(and(eq(explorers.organizationId, organizationId), eq(explorers.resourceType, INTERNET_RESOURCE_TYPE)));
      return new Set(rows.map((row) => row.id));
    },
    async countForDossier(organizationId: string, dossierId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(savedSearches)
        .where(and(eq(savedSearches.organizationId, organizationId), eq(savedSearches.dossierId, dossierId)));
      return row?.value ?? 0;
    },
    async find(organizationId: string, id: string): Promise<SavedSearchRow | null> {
      const [row] = await db.select().from(savedSearches).where(one(organizationId, id)).limit(1);
      return row ?? null;
    },
    async insert(values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
      const [row] = await db.insert(savedSearches).values(values).returning();
      if (!row) throw new Error('insert saved_searches returned nothing');
      return row;
    },
    async update(
      organizationId: string,
      id: string,
      values: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'pausedAt' | 'lastAlertAt'>>,
    ): Promise<SavedSearchRow> {
      const [row] = await db
        .update(savedSearches)
        .set({ ...values, updatedAt: new Date() })
        .where(one(organizationId, id))
        .returning();
      if (!row) throw new Error('update saved_searches matched nothing');
      return row;
    },
    async delete(organizationId: string, id: string): Promise<void> {
      await db.delete(savedSearches).where(one(organizationId, id));
    },
    /** Of these vacancies, the ones an alert of the search mailed already. */
    async sentAmong(organizationId: string, savedSearchId: string, vacancyIds: string[]): Promise<Set<string>> {
      if (vacancyIds.length === 0) return new Set();
      const rows = await db
        .select({ vacancyId: savedSearchSentVacancies.vacancyId })
        .from(savedSearchSentVacancies)
        .where(
          and(
            eq(savedSearchSentVacancies.organizationId, organizationId),
            eq(savedSearchSentVacancies.savedSearchId, savedSearchId),
            inArray(savedSearchSentVacancies.vacancyId, vacancyIds),
          ),
        );
      return new Set(rows.map((row) => row.vacancyId));
    },
    async markSent(organizationId: string, savedSearchId: string, vacancyIds: string[], sentAt: Date): Promise<void> {
      if (vacancyIds.length === 0) return;
      await db
        .insert(savedSearchSentVacancies)
        .values(vacancyIds.map((vacancyId) => ({ organizationId, savedSearchId, vacancyId, sentAt })))
        .onConflictDoNothing();
    },
  };
}
