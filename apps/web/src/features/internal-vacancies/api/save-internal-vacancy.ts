import type { InternalVacancyAttributesInput } from '@koers/shared/schemas/internal-vacancy.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';

export type VacancyRelations = { contactId?: string | null; accountManagerId?: string | null };

function relationships(relations: VacancyRelations) {
  const result: Record<string, unknown> = {};
  if (relations.contactId !== undefined)
    result.contact = { data: relations.contactId ? { type: 'employer_contacts', id: relations.contactId } : null };
  if (relations.accountManagerId !== undefined)
    result.accountManager = {
      data: relations.accountManagerId ? { type: 'account_managers', id: relations.accountManagerId } : null,
    };
  return result;
}

/** POST employer/{id}/internal_vacancies, or PATCH internal_vacancy/{id} when an id is given; returns the id. */
export async function saveInternalVacancy(input: {
  employerId: string;
  id: string | null;
  attributes: InternalVacancyAttributesInput;
  relations: VacancyRelations;
}): Promise<string> {
  const doc = await apiRequest<ApiDocument<ApiResource>>(
    input.id
      ? `/internal_vacancy/${encodeURIComponent(input.id)}`
      : `/employer/${encodeURIComponent(input.employerId)}/internal_vacancies`,
    {
      method: input.id ? 'PATCH' : 'POST',
      body: {
        data: {
          type: 'internal_vacancies',
          ...(input.id ? { id: input.id } : {}),
          attributes: input.attributes,
          relationships: relationships(input.relations),
        },
      },
    },
  );
  return doc.data.id;
}

export function useSaveInternalVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInternalVacancy,
    meta: { handles: [422], errorMessage: 'Opslaan van de vacature is mislukt.' },
    // The employer's active vacancy count changes with a window, so its page refreshes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: internalVacancyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['employers'] }),
      ]),
  });
}

/** POST internal_vacancy/{id}/close or …/reopen. */
export function useSetInternalVacancyClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, closed }: { id: string; closed: boolean }) =>
      apiRequest(`/internal_vacancy/${encodeURIComponent(id)}/${closed ? 'close' : 'reopen'}`, { method: 'POST' }),
    meta: { errorMessage: 'Wijzigen van de vacature is mislukt.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: internalVacancyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['employers'] }),
      ]),
  });
}
