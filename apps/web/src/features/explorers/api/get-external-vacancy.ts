import { useQuery } from '@tanstack/react-query';
import {
  type ApiDocument,
  type ApiResource,
  apiRequest,
  flatten,
  includedOf,
  relatedId,
} from '../../../lib/api-client';
import { explorerKeys, keepSameVacancy } from './explorer-keys';
import type { ContactDetails, ExternalVacancy, InternetEmployer, VacancySource } from './explorer-types';

export type ExternalVacancyDetail = {
  vacancy: ExternalVacancy;
  organization: InternetEmployer | null;
  contactDetails: ContactDetails | null;
  sources: VacancySource[];
};

const INCLUDE = 'contact_details,default_source,education_level,organization,sources';

/** SPEC §7 one internet vacancy with its includes; its distance from `geoId` when given. */
export async function getExternalVacancy(id: string, geoId: string | null): Promise<ExternalVacancyDetail> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<ExternalVacancy, 'id'>>>>(
    `/external_vacancies/${encodeURIComponent(id)}`,
    { service: 'vacancies', query: { include: INCLUDE, ...(geoId ? { geoId } : {}) } },
  );
  const organizationId = relatedId(doc.data, 'organization');
  const organization = organizationId
    ? includedOf<Omit<InternetEmployer, 'id'>>(doc, 'internet_employers').get(organizationId)
    : undefined;
  const contact = includedOf<ContactDetails>(doc, 'contact_details').get(doc.data.id);
  const sourceIds = (doc.data.relationships?.sources?.data as Array<{ id: string }> | undefined) ?? [];
  const sources = includedOf<Omit<VacancySource, 'id'>>(doc, 'vacancy_sources');
  return {
    vacancy: flatten(doc.data),
    organization: organization ? flatten(organization) : null,
    contactDetails: contact ? contact.attributes : null,
    sources: sourceIds.flatMap(({ id: sourceId }) => {
      const source = sources.get(sourceId);
      return source ? [flatten(source)] : [];
    }),
  };
}

export function useExternalVacancy(id: string | null, geoId: string | null) {
  return useQuery({
    queryKey: explorerKeys.vacancy(id ?? '', geoId),
    queryFn: () => getExternalVacancy(id ?? '', geoId),
    enabled: id !== null,
    placeholderData: keepSameVacancy<ExternalVacancyDetail>(id),
  });
}
