import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

export type PersonalFile = {
  id: string;
  firstName: string;
  lastNamePrefix: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  clientNumber: string | null;
};

/** GET personal_file/{id} (SPEC §7); reading it is recorded in the dossier's access log. */
export async function getPersonalFile(id: string): Promise<PersonalFile> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<PersonalFile, 'id'>>>>(
    `/personal_file/${encodeURIComponent(id)}`,
  );
  return flatten(doc.data);
}

export const getPersonalFileQueryOptions = (id: string) =>
  queryOptions({ queryKey: dossierKeys.personalFile(id), queryFn: () => getPersonalFile(id) });

export const usePersonalFile = (id: string | null) =>
  useQuery({ ...getPersonalFileQueryOptions(id ?? ''), enabled: id !== null });
