import { DOSSIER_ACCESS_FILTERS, DOSSIER_SORTS, DOSSIER_VIEWS } from '@koers/shared/dossiers';
import { EMPLOYER_EXPIRED_FILTERS, EMPLOYER_SORTS, EMPLOYER_VIEWS } from '@koers/shared/employers';
import { INTERNAL_VACANCY_STATES } from '@koers/shared/internal-vacancies';
import { EXTERNAL_VACANCY_LIST_FIELDS } from '@koers/shared/vacancies';
import { AUTHORED_PLACES } from '@koers/vacancies/authored/places';

/**
 * The asks of `bench:api`'s mixed scenarios, as a morning of real users makes them: many people
 * of both demo organisations and of every role, each with their own search, filter, sort and
 * page. Every ask is a different URL (the lists keep an answer per URL and actor, so a repeated
 * URL would measure the kept answer, not the request path); `bench/api-bench.ts` hands each load
 * run a part of them no earlier run used.
 */
export type Actor = { organizationId: string; contextId: string; headers: Record<string, string> };
export type Ask = { path: string; headers: Record<string, string> };
export type MixedFamily = 'dossiers' | 'employers' | 'explorer' | 'employer-vacancies';

/** Two-letter searches, as a coach types the start of a name: every pair of a–z. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const TWO_LETTERS = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => `${first}${second}`));
/** What candidates search for (words of the generated demo ads), and where they live. */
const JOB_WORDS = [
  'medewerker',
  'kok',
  'chauffeur',
  'verpleegkundige',
  'monteur',
  'timmerman',
  'schoonmaker',
  'administratief',
  'logistiek',
  'verkoper',
  'magazijn',
  'zorg',
  'elektricien',
  'docent',
  'beveiliger',
  'klantenservice',
  '',
];
/**
 * Where they live: the first postal code of every authored town (some 120), and no place. Enough
 * asks that a run at 3,000 req/s repeats none (the index answers them all without SQL, issue 40.2).
 */
const POSTCODES = [...AUTHORED_PLACES.map((place) => String(place.postalCodes[0])), ''];

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

/**
 * A list screen as a team member asks it: every combination of its two filters, sorts, both
 * directions and two pages, then every two-letter search in every sort and direction, in each of
 * its search views (filters) and on each of its search pages.
 */
type ListScreen = {
  path: (organizationId: string) => string;
  fixed: Record<string, string | number>;
  filters: readonly [[name: string, values: readonly string[]], [name: string, values: readonly string[]]];
  searchViews: readonly Record<string, string>[];
  searchPages: readonly number[];
  sorts: readonly string[];
};

function* listAsks(actors: Actor[], screen: ListScreen): Generator<Ask> {
  const [[first, firstValues], [second, secondValues]] = screen.filters;
  for (const actor of actors) {
    const ask = (extra: Record<string, string | number>) => ({
      path: `${screen.path(actor.organizationId)}?${query({
        ...screen.fixed,
        'page[size]': 20,
        user_context_id: actor.contextId,
        ...extra,
      })}`,
      headers: actor.headers,
    });
    for (const one of firstValues)
      for (const other of secondValues)
        for (const sort of screen.sorts)
          for (const direction of ['', '-'])
            for (const page of [1, 2])
              yield ask({ [first]: one, [second]: other, sort: `${direction}${sort}`, 'page[number]': page });
    for (const view of screen.searchViews)
      for (const q of TWO_LETTERS)
        for (const sort of screen.sorts)
          for (const direction of ['', '-'])
            for (const page of screen.searchPages)
              yield ask({ ...view, sort: `${direction}${sort}`, 'page[number]': page, _q: q });
  }
}

const dossierAsks = (actors: Actor[]) =>
  listAsks(actors, {
    path: (organizationId) => `/api/v1/organization/${organizationId}/dossiers`,
    fixed: { include: 'track,track.track_type,coaches', _count: 'true' },
    filters: [
      ['filter[view]', DOSSIER_VIEWS],
      ['filter[access]', DOSSIER_ACCESS_FILTERS],
    ],
    // Searches in the active and the archived view, on two pages: the list answers some 3,000
    // req/s from memory (issue 40.1), and with the active view's first pages alone a run ran
    // out of distinct asks (1,738 repeated on PGlite, 3,713 on PostgreSQL).
    searchViews: [
      { 'filter[view]': 'active', 'filter[access]': 'everyone' },
      { 'filter[view]': 'archived', 'filter[access]': 'everyone' },
    ],
    searchPages: [1, 2],
    sorts: DOSSIER_SORTS,
  });

const employerAsks = (actors: Actor[]) =>
  listAsks(actors, {
    path: (organizationId) => `/api/v1/organization/${organizationId}/employers`,
    fixed: { 'filter[account_manager]': 'all', include: 'contacts,custom_field_values', _count: 'true' },
    filters: [
      ['filter[view]', EMPLOYER_VIEWS],
      ['filter[expired]', EMPLOYER_EXPIRED_FILTERS],
    ],
    // Two account managers only: searches in every view and on two pages, so that a full run on
    // PostgreSQL (1,799 asks repeated with the default view's first pages alone) repeats nothing.
    searchViews: EMPLOYER_VIEWS.map((view) => ({ 'filter[view]': view, 'filter[expired]': 'none' })),
    searchPages: [1, 2],
    sorts: EMPLOYER_SORTS,
  });

/**
 * The explorer's searches. As the web app asks them (search-external-vacancies.ts): a search's
 * first ask (its default sort, page 1) asks the facets too; another page or sort of it asks none
 * (`facetNames=`), the list keeping those it was given.
 */
function* explorerAsks(actors: Actor[]): Generator<Ask> {
  for (const actor of actors)
    for (const q of JOB_WORDS)
      for (const geoId of POSTCODES)
        for (const radius of geoId ? [10, 25, 50] : [25])
          for (const sort of geoId ? ['relevance', 'newest', 'distance'] : ['relevance', 'newest'])
            for (const page of [1, 2])
              yield {
                path: `/vacancies/api/v1/external_vacancies?${
                  page === 1 && sort === (q ? 'relevance' : 'newest') ? '' : 'facetNames=&'
                }${query({
                  q,
                  geoId,
                  radius: geoId ? radius : undefined,
                  period: 'all',
                  sort,
                  'page[number]': page,
                  'page[size]': 20,
                  // As the web app's list asks it (search-external-vacancies.ts): its cards only.
                  'fields[external_vacancies]': EXTERNAL_VACANCY_LIST_FIELDS.join(','),
                  user_context_id: actor.contextId,
                })}`,
                headers: actor.headers,
              };
}

/** An employer contact's 'Vacatures Beheren': their own employer's vacancies by state, search and page. */
function* employerVacancyAsks(actors: Actor[]): Generator<Ask> {
  for (const actor of actors)
    for (const state of ['', ...INTERNAL_VACANCY_STATES])
      for (const q of ['', ...TWO_LETTERS])
        for (const page of [1, 2])
          yield {
            path: `/api/v1/employer_vacancies?${query({
              'filter[state]': state,
              _q: q,
              'page[number]': page,
              'page[size]': 20,
              user_context_id: actor.contextId,
            })}`,
            headers: actor.headers,
          };
}

const GENERATORS: Record<MixedFamily, (actors: Actor[]) => Generator<Ask>> = {
  dossiers: dossierAsks,
  employers: employerAsks,
  explorer: explorerAsks,
  'employer-vacancies': employerVacancyAsks,
};

/** A seeded shuffle, so that two runs ask the same things in the same order. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/**
 * Every distinct ask of the families, shuffled; a mix of several families interleaves them by
 * weight (the dossier list most, as coaches use it most).
 */
export function mixedAsks(families: Partial<Record<MixedFamily, { actors: Actor[]; weight: number }>>): Ask[] {
  const lists = Object.entries(families).map(([family, { actors, weight }], index) => ({
    asks: shuffle([...GENERATORS[family as MixedFamily](actors)], 7919 * (index + 1)),
    weight,
  }));
  const mixed: Ask[] = [];
  const taken = lists.map(() => 0);
  // Interleave by weight until the first family runs out; the rest would no longer be a mix.
  for (;;) {
    for (const [index, list] of lists.entries()) {
      for (let count = 0; count < list.weight; count++) {
        const ask = list.asks[taken[index] ?? 0];
        if (!ask) return mixed;
        mixed.push(ask);
        taken[index] = (taken[index] ?? 0) + 1;
      }
    }
  }
}
