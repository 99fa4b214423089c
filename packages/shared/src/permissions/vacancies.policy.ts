import { hasFeature, hasRole, isStaff } from './actor';
import { type ActorPolicy, anyActor } from './policy';

/**
 * Who may use the vacancies service (SPEC §6). Internet vacancies, their employers, the
 * occupation taxonomy and the training catalogue are public labour-market data that no
 * organisation owns: these rules decide who may look, never whose rows they see.
 */

/** Internet vacancies: the external-vacancies explorer is on (SPEC §6 "External vacancies, if VacanciesExplorer is on"). */
const exploreVacancies: ActorPolicy = (actor) =>
  actor.userType === 'maintainer' || hasFeature(actor, 'VacanciesExplorer');

/** Occupation statistics: the occupations feature is on, for candidates and staff (menu "Beroepen"). */
const exploreOccupations: ActorPolicy = (actor) =>
  actor.userType === 'maintainer' ||
  ((actor.userType === 'client' || actor.userType === 'member') && hasFeature(actor, 'OccupationsExplorer'));

export const externalVacancyPolicy = {
  list: exploreVacancies,
  read: exploreVacancies,
};

/**
 * Internet employers: "Werkgevers op internet: client or staff" (SPEC §6), with the feature
 * 'employers explorer' (EmployersExplorer) and, as their vacancies are internet vacancies, the
 * vacancies explorer.
 */
const exploreInternetEmployers: ActorPolicy = (actor) =>
  actor.userType === 'maintainer' ||
  ((actor.userType === 'client' || isStaff(actor)) &&
    hasFeature(actor, 'EmployersExplorer') &&
    exploreVacancies(actor));

/** An account manager looks a company up to take its data over into Werkgevers Beheren. */
const takeOverInternetEmployers: ActorPolicy = (actor) =>
  actor.userType === 'member' && hasRole(actor, 'account_manager');

export const internetEmployerPolicy = {
  /** The explorer 'Werkgevers op internet' and the links to it. */
  explore: exploreInternetEmployers,
  list: ((actor) => exploreInternetEmployers(actor) || takeOverInternetEmployers(actor)) satisfies ActorPolicy,
  read: ((actor) => exploreInternetEmployers(actor) || takeOverInternetEmployers(actor)) satisfies ActorPolicy,
};

export const jobTitlePolicy = {
  /**
   * The taxonomy itself is reference data: profiles (favourite occupations) and internal
   * vacancies (job title) pick from it, so every user context may list it.
   */
  list: anyActor,
  /** One occupation with its labour-market statistics: the occupation card. */
  read: exploreOccupations,
};

/** Training suggestions appear on the internet-vacancy detail and on the occupation card. */
export const trainingSuggestionPolicy = {
  list: ((actor) => exploreVacancies(actor) || exploreOccupations(actor)) satisfies ActorPolicy,
};

/** Places and postal codes for the location field: anyone who may search vacancies. */
export const placePolicy = {
  list: ((actor) => exploreVacancies(actor) || exploreOccupations(actor)) satisfies ActorPolicy,
};
