import type { OutcomeInput } from '@koers/shared/schemas/outcome.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { outcomeKeys } from './outcome-keys';

/**
 * POST dossier/{id}/outcome (the first time) or PATCH it (a change): the whole form. The track
 * ends with it: whoever shows the dossier refreshes it (`onSaved`, and the Dossier channel).
 */
export async function saveOutcome(input: { dossierId: string; attributes: OutcomeInput; exists: boolean }) {
  await apiRequest(`/dossier/${encodeURIComponent(input.dossierId)}/outcome`, {
    method: input.exists ? 'PATCH' : 'POST',
    body: resourceBody('dossier_outcomes', input.attributes),
  });
}

export function useSaveOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutcome,
    meta: { handles: [422], errorMessage: 'Vastleggen van de uitkomst is mislukt.' },
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: outcomeKeys.detail(input.dossierId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outcomeKeys.reports() }),
  });
}
