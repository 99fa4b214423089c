/**
 * Saved vacancies, their states and history, and favourites (SPEC §3, §4): the codes both sides
 * share. Texts a person sees come from the API (the states) or from here (the labels).
 */

/**
 * The two kinds of vacancy a saved vacancy or a favourite can point at: an internet vacancy of
 * the vacancies service (by its id) and an organisation's own vacancy (the employers issue).
 */
export const VACANCY_TYPES = ['Vacancies::ExternalVacancy', 'InternalVacancy'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];

/** What can be a favourite (SPEC §3 Favorite). */
export const FAVORABLE_TYPES = [
  'Candidate',
  'InternalVacancy',
  'Vacancies::ExternalVacancy',
  'Taxonomy::Occupation',
] as const;
export type FavorableType = (typeof FAVORABLE_TYPES)[number];

/** The state a coach's proposal starts in (SPEC §4). */
export const SUGGESTED_STATE_CODE = 'suggested';

export type VacancyStateDefinition = {
  code: string;
  label: string;
  description: string;
  /** Column of the board: states of one group stand together. */
  groupPosition: number;
  groupLabel: string;
  /** A candidate (or coach) may choose it; `suggested` only comes from a proposal. */
  userActionable: boolean;
};

/**
 * The states of a saved vacancy, in order (position = index + 1). Saving starts in the first
 * user-actionable one (`interesting`); any user-actionable state can be chosen from any state
 * (see docs/decisions.md "Vacancy states").
 */
export const VACANCY_STATES: readonly VacancyStateDefinition[] = [
  {
    code: SUGGESTED_STATE_CODE,
    label: 'Suggestie van coach',
    description: 'Je coach heeft deze vacature aan je voorgesteld.',
    groupPosition: 1,
    groupLabel: 'Bewaard',
    userActionable: false,
  },
  {
    code: 'interesting',
    label: 'Interessant',
    description: 'Bewaard om later naar te kijken.',
    groupPosition: 1,
    groupLabel: 'Bewaard',
    userActionable: true,
  },
  {
    code: 'applying',
    label: 'Bezig met solliciteren',
    description: 'Brief en cv worden voorbereid.',
    groupPosition: 2,
    groupLabel: 'Solliciteren',
    userActionable: true,
  },
  {
    code: 'applied',
    label: 'Gesolliciteerd',
    description: 'De sollicitatie is verstuurd.',
    groupPosition: 2,
    groupLabel: 'Solliciteren',
    userActionable: true,
  },
  {
    code: 'interview',
    label: 'Uitgenodigd voor gesprek',
    description: 'Er is een (volgend) gesprek gepland.',
    groupPosition: 3,
    groupLabel: 'In gesprek',
    userActionable: true,
  },
  {
    code: 'offer',
    label: 'Aanbod ontvangen',
    description: 'De werkgever heeft een aanbod gedaan.',
    groupPosition: 3,
    groupLabel: 'In gesprek',
    userActionable: true,
  },
  {
    code: 'hired',
    label: 'Aangenomen',
    description: 'De baan is rond.',
    groupPosition: 4,
    groupLabel: 'Afgerond',
    userActionable: true,
  },
  {
    code: 'rejected',
    label: 'Afgewezen',
    description: 'De werkgever heeft afgezien van de sollicitatie.',
    groupPosition: 4,
    groupLabel: 'Afgerond',
    userActionable: true,
  },
  {
    code: 'withdrawn',
    label: 'Niet meer interessant',
    description: 'Besloten hier niet (verder) op te solliciteren.',
    groupPosition: 4,
    groupLabel: 'Afgerond',
    userActionable: true,
  },
];

/** What happened to a saved vacancy (SPEC §3 Vacancy activity), with its Dutch word. */
export const VACANCY_ACTIVITY_ACTIONS = ['create', 'destroy', 'update'] as const;
export type VacancyActivityAction = (typeof VACANCY_ACTIVITY_ACTIONS)[number];
export const VACANCY_ACTIVITY_LABELS: Record<VacancyActivityAction, string> = {
  create: 'aangemaakt',
  destroy: 'verwijderd',
  update: 'bijgewerkt',
};

/** Error texts of SPEC §5 and §8, used exactly. */
export const SAVED_VACANCY_TEXTS = {
  noDossier: 'Er is geen dossier gevonden.',
  noSuggestedState: "De vacaturestatus 'suggestie van coach' is niet gevonden.",
  noCandidate: 'Er is geen kandidaat geselecteerd',
  noDossierToPropose: 'Er is geen dossier gevonden om de vacature aan voor te stellen.',
  alreadySaved: 'De vacature is al opgeslagen voor of door deze kandidaat.',
  saveFailed: 'Opslaan van de vacature is mislukt.',
  proposeFailed: 'Voorstellen van vacature is mislukt',
  favoriteFailed: 'Er ging iets mis met het aanmaken van / verwijderen van de favoriet.',
} as const;
