import type { DossierAccessFilter, DossierSort, DossierView } from '@koers/shared/dossiers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';
import { type DossierSummary, toDossierSummary } from './dossier-types';

export type DossierListParams = {
  view: DossierView;
  access: DossierAccessFilter;
  q: string;
  sort: DossierSort;
  direction: 'asc' | 'desc';
  page: number;
  coach: string | null;
};

export const DOSSIER_PAGE_SIZE = 20;

/** GET organization/{id}/dossiers with filter, sort, page, _count and _q (SPEC §7). */
export async function getDossiers(
  organizationId: string,
  params: DossierListParams,
): Promise<{ items: DossierSummary[]; count: number }> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>(
    `/organization/${encodeURIComponent(organizationId)}/dossiers`,
    {
      query: {
        filter: { view: params.view, access: params.access, coach: params.coach ?? undefined },
        sort: `${params.direction === 'desc' ? '-' : ''}${params.sort}`,
        'page[number]': params.page,
        'page[size]': DOSSIER_PAGE_SIZE,
        include: 'track,track.track_type,coaches',
        _count: true,
        _q: params.q || undefined,
      },
    },
  );
  return { items: doc.data.map((item) => toDossierSummary(item, doc)), count: Number(doc.meta?.count ?? 0) };
}

export const getDossiersQueryOptions = (organizationId: string, params: DossierListParams) =>
  queryOptions({
    queryKey: dossierKeys.list(organizationId, params),
    queryFn: () => getDossiers(organizationId, params),
    placeholderData: keepPreviousData,
  });

export const useDossiers = (organizationId: string, params: DossierListParams, enabled = true) =>
  useQuery({ ...getDossiersQueryOptions(organizationId, params), enabled });
