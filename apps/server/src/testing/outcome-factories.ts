import type { Db } from '@koers/server-core/db/database';
import { dossierOutcomes } from '../schema/outcomes.table';

export type OutcomeOptions = Partial<Omit<typeof dossierOutcomes.$inferInsert, 'organizationId' | 'dossierId'>>;

/**
 * An outcome of a dossier, straight into the table (the track keeps its dates): a placement at
 * a typed employer unless told otherwise.
 */
export async function buildOutcome(
  db: Db,
  dossier: { organizationId: string; id: string },
  options: OutcomeOptions = {},
) {
  const placed = (options.kind ?? 'placed') === 'placed';
  const [row] = await db
    .insert(dossierOutcomes)
    .values({
      organizationId: dossier.organizationId,
      dossierId: dossier.id,
      kind: 'placed',
      endedOn: '2026-04-30',
      ...(placed
        ? {
            employerName: 'Bakkerij De Korenschoof',
            functionTitle: 'Medewerker productie',
            hoursPerWeek: 32,
            contractType: 'tijdelijk',
            employmentStartsOn: '2026-05-01',
          }
        : { endReason: 'other' }),
      ...options,
    })
    .returning();
  if (!row) throw new Error('buildOutcome');
  return row;
}
