import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { OnboardingRow, OnboardingStepRow, OnboardingTypeRow } from './onboardings.repository';

/** SPEC §3 Onboarding: id, completedAt, onboarding_type with onboarding_steps. */
export function serializeOnboarding(row: OnboardingRow): Resource {
  return resource(
    'onboardings',
    row.id,
    { completedAt: row.completedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() },
    {
      relationships: {
        onboardingType: relationship({ type: 'onboarding_types', id: row.onboardingTypeId }),
        dossier: relationship({ type: 'dossiers', id: row.dossierId }),
      },
    },
  );
}

export function serializeOnboardingType(row: OnboardingTypeRow, steps: OnboardingStepRow[]): Resource {
  return resource(
    'onboarding_types',
    row.id,
    { name: row.name, forNewCandidates: row.forNewCandidates },
    {
      relationships: {
        onboardingSteps: relationship(
          steps
            .filter((step) => step.onboardingTypeId === row.id)
            .map((step) => ({ type: 'onboarding_steps', id: step.id })),
        ),
      },
    },
  );
}

export function serializeOnboardingStep(row: OnboardingStepRow): Resource {
  return resource('onboarding_steps', row.id, { position: row.position, title: row.title, body: row.body });
}
