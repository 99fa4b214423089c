import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, onboardingPolicy } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { onboardingErrors } from './onboardings.errors';
import { createOnboardingsRepository, type OnboardingRow } from './onboardings.repository';

/** The onboardings of one dossier of the actor's organisation, with their types and steps when asked. */
export async function listOnboardings(input: {
  db: Db;
  actor: Actor;
  dossierId: string | undefined;
  completed: boolean | undefined;
  page: { size: number; offset: number };
  withTypes: boolean;
}) {
  const { actor } = input;
  const repo = createOnboardingsRepository(input.db);
  const dossierId = input.dossierId ?? (actor.userType === 'client' ? actor.dossierId : null);
  if (!dossierId) throw onboardingErrors.dossierRequired();
  // The dossier's own rules decide first (404 outside the organisation, 403 for a coach without
  // canManageOtherCandidates who does not coach it), then who deals with onboardings at all.
  const { facts } = await loadDossier(input.db, actor, dossierId);
  authorize(onboardingPolicy.list, actor, facts);
  const { rows, total } = await repo.listForDossier(actor.organizationId, dossierId, {
    ...(input.completed === undefined ? {} : { completed: input.completed }),
    limit: input.page.size,
    offset: input.page.offset,
  });
  const related = input.withTypes
    ? await repo.typesWithSteps(actor.organizationId, [...new Set(rows.map((row) => row.onboardingTypeId))])
    : { types: [], steps: [] };
  return { rows, total, ...related };
}

/** Finishing an onboarding (SPEC §4): completedAt is set once, by the candidate whose it is. */
export async function completeOnboarding(input: {
  db: Db;
  actor: Actor;
  id: string;
  completedAt: Date;
}): Promise<OnboardingRow> {
  const { actor } = input;
  const repo = createOnboardingsRepository(input.db);
  const onboarding = await repo.findById(actor.organizationId, input.id);
  if (!onboarding) throw onboardingErrors.notFound();
  authorize(onboardingPolicy.complete, actor, onboarding, 'Alleen de kandidaat zelf rondt een onboarding af.');
  if (onboarding.completedAt) throw onboardingErrors.alreadyCompleted();
  const updated = await repo.complete(actor.organizationId, input.id, input.completedAt);
  if (!updated) throw onboardingErrors.alreadyCompleted();
  return updated;
}
