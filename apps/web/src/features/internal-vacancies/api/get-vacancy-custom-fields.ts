import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';

export type VacancyCustomField = {
  id: string;
  label: string;
  icon: string | null;
  fieldType: 'text' | 'select' | 'date' | 'boolean';
  options: string[];
};

/** GET organization/{id}/vacancy_custom_fields: the organisation's extra fields of a vacancy. */
export function useVacancyCustomFields(organizationId: string) {
  return useQuery({
    queryKey: [...internalVacancyKeys.all, 'custom-fields', organizationId],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<VacancyCustomField, 'id'>>[]>>(
        `/organization/${encodeURIComponent(organizationId)}/vacancy_custom_fields`,
      );
      return doc.data.map(flatten);
    },
  });
}
