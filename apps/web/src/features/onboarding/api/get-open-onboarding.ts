import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, includedOf, relatedId } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

export type OnboardingStep = { id: string; position: number; title: string; body: string };
export type Onboarding = { id: string; name: string; steps: OnboardingStep[] };

type StepAttributes = Omit<OnboardingStep, 'id'>;

/** The open onboarding of a dossier (SPEC §4: loaded while an incomplete one exists), or null. */
export async function getOpenOnboarding(dossierId: string): Promise<Onboarding | null> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>('/onboardings', {
    query: {
      filter: { completed: false, dossier: dossierId },
      include: 'onboarding_type,onboarding_type.onboarding_steps',
      'page[size]': 1,
    },
  });
  const onboarding = doc.data[0];
  if (!onboarding) return null;
  const types = includedOf<{ name: string }>(doc, 'onboarding_types');
  const steps = includedOf<StepAttributes>(doc, 'onboarding_steps');
  const type = types.get(relatedId(onboarding, 'onboardingType') ?? '');
  const stepIds = type?.relationships?.onboardingSteps?.data;
  const ordered = (Array.isArray(stepIds) ? stepIds : [])
    .map((ref) => steps.get(ref.id))
    .filter((step): step is ApiResource<StepAttributes> => step !== undefined)
    .map((step) => ({ id: step.id, ...step.attributes }))
    .sort((a, b) => a.position - b.position);
  return { id: onboarding.id, name: type?.attributes.name ?? '', steps: ordered };
}

export const getOpenOnboardingQueryOptions = (dossierId: string) =>
  queryOptions({
    queryKey: onboardingKeys.open(dossierId),
    queryFn: () => getOpenOnboarding(dossierId),
    staleTime: 5 * 60_000,
  });

/** Only candidates with a dossier run onboardings; for everyone else this asks nothing. */
export const useOpenOnboarding = (dossierId: string | null, enabled = true) =>
  useQuery({ ...getOpenOnboardingQueryOptions(dossierId ?? ''), enabled: enabled && dossierId !== null });
