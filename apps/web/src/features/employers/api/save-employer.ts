import type { EmployerAttributesInput } from '@koers/shared/schemas/employer.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { employerKeys } from './employer-keys';

/** POST organization/{id}/employer, or PATCH employer/{id} when an id is given; returns the id. */
export async function saveEmployer(input: {
  organizationId: string;
  id: string | null;
  attributes: EmployerAttributesInput;
}): Promise<string> {
  const doc = await apiRequest<ApiDocument<ApiResource>>(
    input.id
      ? `/employer/${encodeURIComponent(input.id)}`
      : `/organization/${encodeURIComponent(input.organizationId)}/employer`,
    {
      method: input.id ? 'PATCH' : 'POST',
      body: resourceBody('employers', input.attributes, input.id ? { id: input.id } : {}),
    },
  );
  return doc.data.id;
}

export function useSaveEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployer,
    meta: { handles: [422], errorMessage: 'Opslaan van de werkgever is mislukt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}

/** DELETE employer/{id} archives it; POST employer/{id}/unarchive brings it back. */
export function useSetEmployerArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived
        ? apiRequest(`/employer/${encodeURIComponent(id)}`, { method: 'DELETE' })
        : apiRequest(`/employer/${encodeURIComponent(id)}/unarchive`, { method: 'POST' }),
    meta: { errorMessage: 'Wijzigen van de werkgever is mislukt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
