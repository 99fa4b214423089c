/**
 * Vacancy explorers (SPEC §3 Explorer, §2.2 explorer parameters): a list of vacancies of one
 * kind with a detail pane, configured per organisation by component configurations. The web app
 * renders the components it knows; an unknown code renders an error component (SPEC §8).
 */
import { EXPLORER_VACANCY_FACETS, EXPLORER_VACANCY_SORTS } from './explorer-vacancies';
import { SECTORS } from './reference-data';
import { VACANCY_FACETS, VACANCY_PERIODS, VACANCY_SORTS, type VacancyFacet } from './vacancies';

/** What an explorer lists (SPEC §3). */
export const EXPLORER_RESOURCE_TYPES = [
  'ExplorerVacancy',
  'Vacancies::ExternalVacancy',
  'SavedVacancy',
  'FavoriteVacancy',
] as const;
export type ExplorerResourceType = (typeof EXPLORER_RESOURCE_TYPES)[number];

/**
 * The tab of `/vacancies/{vacancyExplorerTab}` each kind of explorer answers to (SPEC §2.2):
 * internet vacancies, the organisation's own (`found`; `/vacancies/org` is its legacy path), saved
 * and favourites.
 */
export const EXPLORER_TABS: Record<ExplorerResourceType, string> = {
  'Vacancies::ExternalVacancy': 'internet',
  ExplorerVacancy: 'found',
  SavedVacancy: 'saved',
  FavoriteVacancy: 'favorites',
};

/** One choice of a filter, a period or a sort (SPEC §3: filters with value, text and default). */
export type ComponentFilter = { value: string; text: string; default: boolean };

/** Settings of a component configuration (SPEC §3); each code reads the ones it needs. */
export type ComponentSettings = {
  facetType?: 'multi_select';
  /** The facet of the vacancies service (`f[...]`) a facet component filters on. */
  facetName?: VacancyFacet;
  facetTitle?: string;
  facetSubtitle?: string;
  /** Values offered (all the service counts when absent); `default` ones apply while `f` is absent. */
  filters?: ComponentFilter[];
  periodFilters?: ComponentFilter[];
  sortingOptions?: ComponentFilter[];
  customFieldId?: string | null;
};

export type ComponentConfiguration = { id: string; code: string; settings: ComponentSettings };
export type ExplorerConfiguration = { componentConfigurations: ComponentConfiguration[] };

/** Component codes of an explorer's list (index) and detail configuration. */
export const INDEX_COMPONENT_CODES = ['search', 'location', 'period', 'sorting', 'facet', 'custom_field'] as const;
export const DETAIL_COMPONENT_CODES = [
  'basic_details',
  'map',
  'sources',
  'contact_details',
  'training_suggestions',
  'description',
  'original_text',
] as const;

const choices = (
  entries: ReadonlyArray<{ code: string; label: string }>,
  defaultCode: string | null,
): ComponentFilter[] =>
  entries.map((entry) => ({ value: entry.code, text: entry.label, default: entry.code === defaultCode }));

/** The facets an internet-vacancy explorer offers, in order, with their subtitle. */
const EXTERNAL_FACETS: ReadonlyArray<{ name: VacancyFacet; subtitle?: string }> = [
  { name: 'occupation', subtitle: 'Het beroep dat bij de vacature hoort' },
  { name: 'educationLevel' },
  { name: 'hours', subtitle: 'Het grootste aantal uren per week' },
  { name: 'employmentType' },
  { name: 'contractType' },
  { name: 'sector' },
  { name: 'province' },
  { name: 'availabilityLevel' },
  { name: 'sourceType' },
  { name: 'viaIntermediary' },
];

/**
 * The list of the organisation's own vacancies. They are published for a window the organisation
 * chose, so the period starts at 'Alles' (docs/decisions.md "Internal vacancies in the explorers").
 */
export const ORGANIZATION_VACANCIES_INDEX: ExplorerConfiguration = {
  componentConfigurations: [
    { id: 'search', code: 'search', settings: {} },
    { id: 'location', code: 'location', settings: {} },
    {
      id: 'period',
      code: 'period',
      settings: {
        periodFilters: VACANCY_PERIODS.map((entry) => ({
          value: entry.code,
          text: entry.label,
          default: entry.code === 'all',
        })),
      },
    },
    {
      id: 'sorting',
      code: 'sorting',
      settings: {
        sortingOptions: EXPLORER_VACANCY_SORTS.map((entry) => ({
          value: entry.code,
          text: entry.label,
          default: entry.code === 'newest',
        })),
      },
    },
    ...EXPLORER_VACANCY_FACETS.map((facet) => ({
      id: `facet-${facet.key}`,
      code: 'facet',
      settings: {
        facetType: 'multi_select' as const,
        facetName: facet.key,
        facetTitle: facet.title,
        ...('subtitle' in facet ? { facetSubtitle: facet.subtitle } : {}),
      },
    })),
  ],
};

/** A configuration with `custom_field` components (one per field) after its sort. */
function withCustomFieldFilters(
  configuration: ExplorerConfiguration,
  fields: ReadonlyArray<{ customFieldId: string; title: string }>,
): ExplorerConfiguration {
  const components = configuration.componentConfigurations;
  const at = components.findIndex((entry) => entry.code === 'sorting') + 1;
  const added = fields.map((field) => ({
    id: `custom-field-${field.customFieldId}`,
    code: 'custom_field',
    settings: { customFieldId: field.customFieldId, facetTitle: field.title },
  }));
  return { componentConfigurations: [...components.slice(0, at), ...added, ...components.slice(at)] };
}

export type ExplorerDefinition = {
  key: string;
  name: string;
  resourceType: ExplorerResourceType;
  primary: boolean;
  indexConfiguration: ExplorerConfiguration;
  detailConfiguration: ExplorerConfiguration;
};

const component = (key: string, code: string, settings: ComponentSettings = {}): ComponentConfiguration => ({
  id: key,
  code,
  settings,
});

/**
 * The explorers an organisation starts with. `sectorCodes` is the automatic sector filter of
 * SPEC §6 ("One organisation gets an automatic sector filter on vacancies"): the sector facet
 * offers those sectors, chosen by default.
 */
export function defaultExplorers(
  options: {
    sectorCodes?: readonly string[];
    /**
     * Custom fields of the organisation's vacancies offered as a filter with counts on its
     * vacancy explorer (SPEC §3 customFieldId), after the sort.
     */
    customFieldFilters?: ReadonlyArray<{ customFieldId: string; title: string }>;
  } = {},
): ExplorerDefinition[] {
  const sectorFilters = options.sectorCodes?.map((code) => ({
    value: code,
    text: SECTORS.find((sector) => sector.code === code)?.name ?? code,
    default: true,
  }));
  const facets = EXTERNAL_FACETS.map(({ name, subtitle }) =>
    component(`facet-${name}`, 'facet', {
      facetType: 'multi_select',
      facetName: name,
      facetTitle: VACANCY_FACETS.find((facet) => facet.key === name)?.title ?? name,
      ...(subtitle ? { facetSubtitle: subtitle } : {}),
      ...(name === 'sector' && sectorFilters ? { filters: sectorFilters } : {}),
    }),
  );
  const externalIndex: ExplorerConfiguration = {
    componentConfigurations: [
      component('search', 'search'),
      component('location', 'location'),
      component('period', 'period', { periodFilters: choices(VACANCY_PERIODS, 'last_month') }),
      component('sorting', 'sorting', { sortingOptions: choices(VACANCY_SORTS, 'newest') }),
      ...(sectorFilters
        ? [...facets.filter((f) => f.id === 'facet-sector'), ...facets.filter((f) => f.id !== 'facet-sector')]
        : facets),
    ],
  };
  const externalDetail: ExplorerConfiguration = {
    componentConfigurations: DETAIL_COMPONENT_CODES.map((code) => component(code, code)),
  };
  return [
    {
      key: 'internet',
      name: 'Vacatures van internet',
      resourceType: 'Vacancies::ExternalVacancy',
      primary: true,
      indexConfiguration: externalIndex,
      detailConfiguration: externalDetail,
    },
    {
      key: 'org',
      name: 'Vacatures van de organisatie',
      resourceType: 'ExplorerVacancy',
      primary: false,
      indexConfiguration: options.customFieldFilters?.length
        ? withCustomFieldFilters(ORGANIZATION_VACANCIES_INDEX, options.customFieldFilters)
        : ORGANIZATION_VACANCIES_INDEX,
      detailConfiguration: { componentConfigurations: [] },
    },
    {
      key: 'saved',
      name: 'Opgeslagen vacatures',
      resourceType: 'SavedVacancy',
      primary: false,
      indexConfiguration: { componentConfigurations: [] },
      detailConfiguration: externalDetail,
    },
    {
      key: 'favorites',
      name: 'Favoriete vacatures',
      resourceType: 'FavoriteVacancy',
      primary: false,
      indexConfiguration: { componentConfigurations: [] },
      detailConfiguration: externalDetail,
    },
  ];
}
