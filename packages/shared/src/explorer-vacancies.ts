/**
 * The organisation's own vacancies as the explorers show them (SPEC §2.3 internal vacancy detail,
 * §3 Internal (explorer) vacancy, §5, §6): the 'Explorer vacancies' tab searches the published
 * ones. The codes and rules both sides share.
 */
import type { VacancyFacet } from './vacancies';

/** The facets of the organisation-vacancy explorer (`f[...]`), in display order. */
export const EXPLORER_VACANCY_FACETS = [
  { key: 'occupation', title: 'Beroep' },
  { key: 'educationLevel', title: 'Opleidingsniveau' },
  { key: 'hours', title: 'Uren per week', subtitle: 'Het grootste aantal uren per week' },
  { key: 'organization', title: 'Werkgever' },
] as const satisfies ReadonlyArray<{ key: VacancyFacet; title: string; subtitle?: string }>;
export type ExplorerVacancyFacet = (typeof EXPLORER_VACANCY_FACETS)[number]['key'];

/** Sorts of the organisation-vacancy explorer; `match` (Best passend) comes with a profile. */
export const EXPLORER_VACANCY_SORTS = [
  { code: 'relevance', label: 'Meest relevant' },
  { code: 'newest', label: 'Nieuwste eerst' },
  { code: 'closing', label: 'Sluit het eerst' },
  { code: 'distance', label: 'Dichtstbij' },
] as const;
export type ExplorerVacancySort = (typeof EXPLORER_VACANCY_SORTS)[number]['code'];

/** A custom-field filter with this value is ignored (SPEC §5). */
export const CUSTOM_FIELD_FILTER_ALL = 'all';
