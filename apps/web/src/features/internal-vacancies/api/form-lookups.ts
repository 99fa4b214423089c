import { AUTOCOMPLETE_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';

/** The employer as the vacancy form needs it: its name and contacts (GET employer/{id}, staff). */
export type VacancyEmployer = {
  id: string;
  name: string;
  city: string | null;
  archived: boolean;
  contacts: Array<{ id: string; name: string }>;
};

export function useVacancyEmployer(id: string | null) {
  return useQuery({
    queryKey: internalVacancyKeys.employer(id ?? ''),
    enabled: id !== null,
    queryFn: async (): Promise<VacancyEmployer> => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(`/employer/${encodeURIComponent(id ?? '')}`, {
        query: { include: 'contacts' },
      });
      const attributes = doc.data.attributes as { name: string; city: string | null; archived: boolean };
      return {
        id: doc.data.id,
        name: attributes.name,
        city: attributes.city,
        archived: attributes.archived,
        contacts: (doc.included ?? [])
          .filter((item) => item.type === 'employer_contacts')
          .map((item) => ({ id: item.id, name: String((item.attributes as { name: string }).name) })),
      };
    },
  });
}

/**
 * GET employer/{id}/contacts: who may be the contact person of the employer's vacancies, by name
 * (for an employer contact: their colleagues and themself).
 */
export function useVacancyContactOptions(employerId: string | null) {
  return useQuery({
    queryKey: internalVacancyKeys.contacts(employerId ?? ''),
    enabled: employerId !== null,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<{ name: string }>[]>>(
        `/employer/${encodeURIComponent(employerId ?? '')}/contacts`,
      );
      return doc.data.map((item) => ({ id: item.id, name: item.attributes.name }));
    },
  });
}

/** Employers of the organisation by name (Vacature toevoegen from Vacatures Beheren), 7 at a time. */
export function useEmployerOptions(organizationId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: internalVacancyKeys.employers(q),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<{ name: string; city: string | null }>[]>>(
        `/organization/${encodeURIComponent(organizationId)}/employers`,
        {
          query: { ...(q.trim() ? { _q: q.trim(), sort: 'rank' } : {}), 'page[size]': AUTOCOMPLETE_PAGE_SIZE },
        },
      );
      return doc.data.map((item) => ({ id: item.id, name: item.attributes.name, city: item.attributes.city }));
    },
  });
}

/** The organisation's account managers (GET account_managers), for staff. */
export function useAccountManagerOptions(enabled: boolean) {
  return useQuery({
    queryKey: internalVacancyKeys.accountManagers(),
    enabled,
    staleTime: 60_000,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<{ name: string }>[]>>('/account_managers', {
        query: { 'page[size]': 100 },
      });
      return doc.data.map((item) => ({ id: item.id, name: item.attributes.name }));
    },
  });
}

/** The coordinates and place of a postal code's four digits (GET places of the vacancies service). */
export async function locatePostalCode(
  postalCode: string,
): Promise<{ lat: number; lon: number; city: string | null } | null> {
  const digits = /^([1-9]\d{3})/.exec(postalCode.trim())?.[1];
  if (!digits) return null;
  const doc = await apiRequest<
    ApiDocument<ApiResource<{ name: string; kind: string; coordinates: { lat: number; lon: number } }>[]>
  >('/places', { service: 'vacancies', query: { _q: digits, 'page[size]': 1 } });
  const [place] = doc.data;
  if (!place) return null;
  // A postal code's name is "3511 Utrecht": the place follows the digits.
  const city = place.attributes.name.replace(/^\d{4}\s*/, '').trim() || null;
  return { ...place.attributes.coordinates, city };
}
