import type { VacancyActivityAction } from '@koers/shared/saved-vacancies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, includedOf, relatedId } from '../../../lib/api-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { savedVacancyKeys } from './saved-vacancy-keys';

export type VacancyActivity = {
  id: string;
  action: VacancyActivityAction;
  actionLabel: string;
  eventAt: string;
  toStateLabel: string | null;
  fromStateLabel: string | null;
  who: { name: string; userType: string } | null;
};

/** GET vacancy_activities filtered by saved_vacancy, including public_user_context, sorted by -eventAt (SPEC §7). */
export async function getVacancyActivities(savedVacancyId: string): Promise<VacancyActivity[]> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>('/vacancy_activities', {
    query: {
      filter: { saved_vacancy: savedVacancyId },
      include: 'public_user_context,to_state,from_state',
      sort: '-eventAt',
      'page[size]': 100,
    },
  });
  const people = includedOf<{ name: string; userType: string }>(doc, 'public_user_contexts');
  const states = includedOf<{ label: string }>(doc, 'vacancy_states');
  return doc.data.map((item) => {
    const attributes = item.attributes as { action: VacancyActivityAction; actionLabel: string; eventAt: string };
    const person = people.get(relatedId(item, 'publicUserContext') ?? '');
    return {
      id: item.id,
      ...attributes,
      toStateLabel: states.get(relatedId(item, 'toState') ?? '')?.attributes.label ?? null,
      fromStateLabel: states.get(relatedId(item, 'fromState') ?? '')?.attributes.label ?? null,
      who: person ? { name: person.attributes.name, userType: person.attributes.userType } : null,
    };
  });
}

export const vacancyActivitiesQueryOptions = (savedVacancyId: string) =>
  queryOptions({
    queryKey: savedVacancyKeys.activities(savedVacancyId),
    queryFn: () => getVacancyActivities(savedVacancyId),
  });

export const useVacancyActivities = (savedVacancyId: string) => {
  useRealtime({ channel: 'LogsChannel', id: savedVacancyId });
  return useQuery(vacancyActivitiesQueryOptions(savedVacancyId));
};
