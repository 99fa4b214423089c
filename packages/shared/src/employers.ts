/** Employer list views, filters and sorts (SPEC §4, §9), with their Dutch labels. */

export const EMPLOYER_VIEWS = ['active', 'archived', 'published'] as const;
export type EmployerView = (typeof EMPLOYER_VIEWS)[number];

export const EMPLOYER_VIEW_LABELS: Record<EmployerView, string> = {
  active: 'Actief',
  archived: 'Gearchiveerd',
  published: 'Met gepubliceerde vacatures',
};

/** `none`: no filter on expired vacancies (docs/decisions.md, "Employers"). */
export const EMPLOYER_EXPIRED_FILTERS = ['none', 'expired', 'nonExpired'] as const;
export type EmployerExpiredFilter = (typeof EMPLOYER_EXPIRED_FILTERS)[number];

export const EMPLOYER_EXPIRED_FILTER_LABELS: Record<EmployerExpiredFilter, string> = {
  none: 'Alle werkgevers',
  expired: 'Met verlopen vacatures',
  nonExpired: 'Zonder verlopen vacatures',
};

/** Account manager filter: all, none, noPrimary, or a team member id. */
export const EMPLOYER_ACCOUNT_MANAGER_FILTERS = ['all', 'none', 'noPrimary'] as const;
export type EmployerAccountManagerFilter = (typeof EMPLOYER_ACCOUNT_MANAGER_FILTERS)[number];

export const EMPLOYER_ACCOUNT_MANAGER_FILTER_LABELS: Record<EmployerAccountManagerFilter, string> = {
  all: 'Alle accountmanagers',
  none: 'Zonder accountmanager',
  noPrimary: 'Zonder primaire accountmanager',
};

/** SPEC §9: name; city then name; active vacancy count then name; rank (while searching). */
export const EMPLOYER_SORTS = ['name', 'city', 'activeVacancyCount', 'rank'] as const;
export type EmployerSort = (typeof EMPLOYER_SORTS)[number];

export const EMPLOYER_SORT_LABELS: Record<EmployerSort, string> = {
  name: 'Naam',
  city: 'Plaats',
  activeVacancyCount: 'Actieve vacatures',
  rank: 'Relevantie',
};

/** SPEC §4: a search query sorts by rank; without one, rank falls back to name. */
export function employerSortFor(sort: EmployerSort, q: string): EmployerSort {
  if (q.trim() === '') return sort === 'rank' ? 'name' : sort;
  return sort;
}

export const EMPLOYER_PAGE_SIZE = 20;

/** A contact person's access to Koers (the contact page; invitations as for candidates). */
export const CONTACT_ACCESS_STATES = ['noAccess', 'invited', 'invitationExpired', 'active'] as const;
export type ContactAccessState = (typeof CONTACT_ACCESS_STATES)[number];

export const CONTACT_ACCESS_STATE_LABELS: Record<ContactAccessState, string> = {
  noAccess: 'Niet uitgenodigd',
  invited: 'Uitgenodigd',
  invitationExpired: 'Uitnodiging verlopen',
  active: 'Actief',
};

/** What every view of an employer shows of it: its name, address and website. */
export type EmployerIdentity = {
  id: string;
  name: string;
  city: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  websiteUrl: string | null;
};

/** An employer of the own organisation as candidates and staff see it (employers-internal, SPEC §2.2, §6). */
export type InternalEmployer = EmployerIdentity & { publishedVacancyCount: number };
