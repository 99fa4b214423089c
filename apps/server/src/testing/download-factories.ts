import type { Db } from '@koers/server-core/db/database';
import { and, eq } from 'drizzle-orm';
import { downloads } from '../schema/downloads.table';
import { userContexts } from '../schema/user-contexts.table';

/**
 * A personal-data export the candidate of the dossier asked for, taken up by a worker just now:
 * the job leaves it alone, so it stays pending for whatever the test looks at.
 */
export async function buildPendingExport(db: Db, dossier: { organizationId: string; id: string }): Promise<string> {
  const [candidate] = await db
    .select({ id: userContexts.id })
    .from(userContexts)
    .where(and(eq(userContexts.organizationId, dossier.organizationId), eq(userContexts.dossierId, dossier.id)));
  if (!candidate) throw new Error('buildPendingExport: the dossier has no candidate');
  const [row] = await db
    .insert(downloads)
    .values({
      organizationId: dossier.organizationId,
      userContextId: candidate.id,
      kind: 'personal_data_export',
      dossierId: dossier.id,
      startedAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning({ id: downloads.id });
  if (!row) throw new Error('buildPendingExport');
  return row.id;
}
