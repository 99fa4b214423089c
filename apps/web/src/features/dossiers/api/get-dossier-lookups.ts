import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

export type NamedOption = { id: string; name: string };
export type CoachOption = NamedOption & { email: string };
export type CustomField = {
  id: string;
  label: string;
  icon: string | null;
  fieldType: 'text' | 'select' | 'date' | 'boolean';
  options: string[];
};

type Kind = 'coaches' | 'track_types' | 'profile_types' | 'dossier_custom_fields';

async function getLookup<Item>(organizationId: string, kind: Kind): Promise<Item[]> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>(
    `/organization/${encodeURIComponent(organizationId)}/${kind}`,
  );
  return doc.data.map((item) => flatten(item) as Item);
}

const lookupOptions = <Item>(organizationId: string, kind: Kind) =>
  queryOptions({
    queryKey: dossierKeys.lookup(organizationId, kind),
    queryFn: () => getLookup<Item>(organizationId, kind),
    staleTime: 5 * 60_000,
  });

/** The choices of the dossier forms: coaches, track types, profile types, custom fields. */
export const useCoaches = (organizationId: string) => useQuery(lookupOptions<CoachOption>(organizationId, 'coaches'));
export const useTrackTypes = (organizationId: string) =>
  useQuery(lookupOptions<NamedOption>(organizationId, 'track_types'));
export const useProfileTypes = (organizationId: string) =>
  useQuery(lookupOptions<NamedOption>(organizationId, 'profile_types'));
export const useDossierCustomFields = (organizationId: string) =>
  useQuery(lookupOptions<CustomField>(organizationId, 'dossier_custom_fields'));
