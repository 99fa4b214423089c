import type { Db } from '@koers/server-core/db/database';
import type { EmailFrequency } from '@koers/shared';
import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { dossiers } from '../../schema/dossiers.table';
import { explorers } from '../../schema/explorers.table';
import { notificationSettings } from '../../schema/notifications.table';
import { savedSearches } from '../../schema/saved-searches.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';
import { INTERNET_RESOURCE_TYPE } from './internet-vacancies';
import type { SavedSearchRow } from './saved-searches.repository';

/** A saved search whose alert is due, with the candidate it goes to (null: no usable account). */
export type DueSavedSearch = {
  search: SavedSearchRow;
  /** A search of the internet vacancies (the vacancies service's), else of the organisation's own. */
  internet: boolean;
  candidate: { userContextId: string; email: string; name: string; frequency: EmailFrequency | null } | null;
};

/**
 * The saved searches due for their alert at `now`, oldest check first: not paused, of an active
 * dossier, never checked or checked a day (weekly: a week) ago — less 12 hours, so the morning
 * run finds a search saved yesterday afternoon. Locked, and skipped by an instance running the
 * job at the same time. Without `internet`, searches of the internet vacancies wait (untouched).
 */
export async function dueSavedSearches(
  db: Db,
  options: { now: Date; limit: number; internet: boolean },
): Promise<DueSavedSearch[]> {
  const now = options.now.toISOString();
  const rows = await db
    .select({
      search: savedSearches,
      resourceType: explorers.resourceType,
      userContextId: userContexts.id,
      email: users.email,
      name: users.name,
      frequency: notificationSettings.emailFrequency,
    })
    .from(savedSearches)
    .innerJoin(
      dossiers,
      and(eq(dossiers.organizationId, savedSearches.organizationId), eq(dossiers.id, savedSearches.dossierId)),
    )
    .innerJoin(
      explorers,
      and(eq(explorers.organizationId, savedSearches.organizationId), eq(explorers.id, savedSearches.explorerId)),
    )
    .leftJoin(
      userContexts,
      and(
        eq(userContexts.organizationId, savedSearches.organizationId),
        eq(userContexts.dossierId, savedSearches.dossierId),
        eq(userContexts.userType, 'client'),
        isNull(userContexts.disabledAt),
        isNull(userContexts.pendingSince),
      ),
    )
    .leftJoin(users, eq(users.id, userContexts.userId))
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.organizationId, userContexts.organizationId),
        eq(notificationSettings.userContextId, userContexts.id),
      ),
    )
    .where(
      and(
        isNull(savedSearches.pausedAt),
        isNull(dossiers.archivedAt),
        options.internet ? undefined : ne(explorers.resourceType, INTERNET_RESOURCE_TYPE),
        or(
          isNull(savedSearches.lastAlertAt),
          and(
            eq(savedSearches.frequency, 'daily'),
            lte(savedSearches.lastAlertAt, sql`${now}::timestamptz - interval '12 hours'`),
          ),
          and(
            eq(savedSearches.frequency, 'weekly'),
            lte(savedSearches.lastAlertAt, sql`${now}::timestamptz - interval '6 days 12 hours'`),
          ),
        ),
      ),
    )
    .orderBy(asc(savedSearches.lastAlertAt), asc(savedSearches.id))
    .limit(options.limit)
    .for('update', { of: savedSearches, skipLocked: true });
  return rows.map(({ search, resourceType, userContextId, email, name, frequency }) => ({
    search,
    internet: resourceType === INTERNET_RESOURCE_TYPE,
    candidate: userContextId && email && name !== null ? { userContextId, email, name, frequency } : null,
  }));
}
