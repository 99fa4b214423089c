import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

export async function completeOnboarding(id: string): Promise<void> {
  await apiRequest(`/onboarding/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: resourceBody('onboardings', { completedAt: new Date().toISOString() }, { id }),
  });
}

/** Finishing patches completedAt; the open onboarding is then gone, so the redirect stops (SPEC §4). */
export function useCompleteOnboarding(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    meta: { errorMessage: 'Afronden van de onboarding is mislukt.' },
    onSuccess: () => queryClient.setQueryData(onboardingKeys.open(dossierId), null),
    // Whatever happened, ask the server again; a failed onboarding must not lock the person in.
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
