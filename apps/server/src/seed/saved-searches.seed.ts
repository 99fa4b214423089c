import type { Db } from '@koers/server-core/db/database';
import { savedSearches } from '../schema/saved-searches.table';
import { DEMO_CONTEXT_IDS, demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

const DAY_MS = 86_400_000;

/**
 * Daan's saved search (issue 38.5): Werkpad's own vacancies within 25 km of Utrecht, weekly;
 * its last alert went out two days ago, so the next waits for the week to pass.
 */
export async function seedSavedSearches(db: Db): Promise<void> {
  const now = Date.now();
  await db.insert(savedSearches).values({
    organizationId: demoId(DEMO_ORGANIZATIONS.werkpad.key),
    id: demoId('saved-search:daan-utrecht'),
    dossierId: demoId('dossier:daan-bakker'),
    explorerId: demoId('explorer:werkpad:org'),
    name: 'Vacatures van Werkpad rond Utrecht',
    search: 'geoId=3511&radius=25',
    query: { near: '52.0907,5.1214', radius: '25', sort: 'newest', period: 'all' },
    frequency: 'weekly',
    lastAlertAt: new Date(now - 2 * DAY_MS),
    createdByContextId: DEMO_CONTEXT_IDS.daan,
    createdAt: new Date(now - 16 * DAY_MS),
    updatedAt: new Date(now - 16 * DAY_MS),
  });
}
