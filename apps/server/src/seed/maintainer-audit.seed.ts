import type { Db } from '@koers/server-core/db/database';
import { maintainerAuditRecords } from '../schema/maintainer-audit.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

/** What the super user did in the console, so its record shows something (issue 34.5). */
export async function seedMaintainerAudit(db: Db): Promise<void> {
  const stroomlijn = DEMO_ORGANIZATIONS.stroomlijn;
  await db.insert(maintainerAuditRecords).values([
    {
      id: demoId('maintainer-audit:stroomlijn-created'),
      actorUserId: demoId('user:super'),
      actorName: 'Koers Beheer',
      action: 'organization.create',
      organizationId: demoId(stroomlijn.key),
      organizationName: stroomlijn.name,
      changes: { name: stroomlijn.name, subscriptionEndsOn: '2026-12-31', features: stroomlijn.features },
      createdAt: new Date('2026-01-05T09:30:00Z'),
    },
    {
      id: demoId('maintainer-audit:stroomlijn-extended'),
      actorUserId: demoId('user:super'),
      actorName: 'Koers Beheer',
      action: 'organization.update',
      organizationId: demoId(stroomlijn.key),
      organizationName: stroomlijn.name,
      changes: { subscriptionEndsOn: { from: '2026-12-31', to: stroomlijn.subscriptionEndsOn } },
      createdAt: new Date('2026-09-14T13:10:00Z'),
    },
  ]);
}
