import { AUTOCOMPLETE_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys } from './explorer-keys';

export type Place = {
  id: string;
  name: string;
  kind: 'postal_code' | 'place';
  province: string | null;
  /** The centre the distance is measured from (the organisation's own vacancies are searched by it). */
  coordinates: { lat: number; lon: number } | null;
};

/** Places and postal codes for the location picker (autocomplete, SPEC §9 page size 7). */
export async function searchPlaces(term: string): Promise<Place[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<Place, 'id'>>[]>>('/places', {
    service: 'vacancies',
    query: { _q: term, 'page[size]': AUTOCOMPLETE_PAGE_SIZE },
  });
  return doc.data.map(flatten);
}

export function usePlaceSearch(term: string) {
  return useQuery({
    queryKey: explorerKeys.places(term),
    queryFn: () => searchPlaces(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The place a `geoId` in the URL names, for the picker's label. */
export function usePlace(geoId: string | null) {
  return useQuery({
    queryKey: explorerKeys.place(geoId ?? ''),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<Place, 'id'>>>>(
        `/places/${encodeURIComponent(geoId ?? '')}`,
        { service: 'vacancies' },
      );
      return flatten(doc.data);
    },
    enabled: geoId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
