import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { explorerKeys } from './explorer-keys';
import type { Explorer } from './explorer-types';

/** SPEC §7 GET explorers filtered visible per organisation (in dossier mode: with the dossier). */
export async function getVisibleExplorers(organizationId: string, dossierId: string | null): Promise<Explorer[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<Explorer, 'id'>>[]>>('/explorers', {
    query: { filter: { visible: organizationId, ...(dossierId ? { dossier: dossierId } : {}) } },
  });
  return doc.data.map(flatten);
}

export function useVisibleExplorers(dossierId: string | null) {
  const { userContext, actor } = useCurrentContext();
  return useQuery(
    queryOptions({
      queryKey: explorerKeys.visible(userContext.id, dossierId),
      queryFn: () => getVisibleExplorers(actor.organizationId, dossierId),
      staleTime: 5 * 60_000,
    }),
  );
}
