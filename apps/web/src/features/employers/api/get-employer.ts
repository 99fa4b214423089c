import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { employerKeys } from './employer-keys';
import { toEmployer } from './employer-types';

/** GET employer/{id} with its contacts, account managers and custom field values. */
export async function getEmployer(id: string) {
  const doc = await apiRequest<ApiDocument<ApiResource>>(`/employer/${encodeURIComponent(id)}`, {
    query: { include: 'contacts,custom_field_values,primary_account_manager,account_managers' },
  });
  return toEmployer(doc.data, doc);
}

export const getEmployerQueryOptions = (id: string) =>
  queryOptions({ queryKey: employerKeys.detail(id), queryFn: () => getEmployer(id) });

export const useEmployer = (id: string) => {
  useRealtime({ channel: 'Employer', id });
  return useQuery(getEmployerQueryOptions(id));
};
