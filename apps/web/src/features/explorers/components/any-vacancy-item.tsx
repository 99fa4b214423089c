import { memo } from 'react';
import type { ExplorerVacancy, ExternalVacancyCard } from '../api/explorer-types';
import type { ExplorerPageProps } from './explorer-page';
import { ExplorerVacancyListItem, VacancyListItem } from './vacancy-list-item';

/** A vacancy of either kind, as the composed actions and extras see it. */
export type AnyVacancy =
  | { type: 'Vacancies::ExternalVacancy'; vacancy: ExternalVacancyCard }
  | { type: 'InternalVacancy'; vacancy: ExplorerVacancy };

export const withSearch = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * One item of either kind in a list, with the composed actions and extras. Memoised: the list
 * adds its cards in slices, and each slice rendered every card before it again (767 components
 * in the last slice of a first load instead of 220, npm run bench:first-load -- --renders).
 */
export const AnyListItem = memo(function AnyListItem({
  item,
  props,
  search,
}: {
  item: AnyVacancy;
  props: ExplorerPageProps;
  search: URLSearchParams;
}) {
  const common = {
    href: withSearch(props.vacancyPath(item.vacancy.id), search),
    selected: item.vacancy.id === props.vacancyId,
    actions: props.renderActions?.({ type: item.type, id: item.vacancy.id, title: item.vacancy.title }, 'list'),
    extra: props.renderExtra?.(item, 'list'),
  };
  return item.type === 'InternalVacancy' ? (
    <ExplorerVacancyListItem vacancy={item.vacancy} {...common} />
  ) : (
    <VacancyListItem vacancy={item.vacancy} {...common} />
  );
});

/** What a phone hides of an explorer's list while a vacancy is open (kept mounted, see ExplorerPage). */
export const HIDDEN = { display: 'none' } as const;
