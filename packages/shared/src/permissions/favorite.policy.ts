import type { FavorableType } from '../saved-vacancies';
import type { Actor } from './actor';
import { anyActor } from './policy';

/**
 * Favourites (SPEC §3, §6 "Favourite lists per type"): candidate favourites for members and
 * employer contacts, occupation favourites for everyone, internet and internal vacancy
 * favourites for members outside dossier mode. A favourite is personal: it belongs to one user
 * context, and only that context reads or removes it.
 */
export type FavoriteListsContext = {
  /** The screen works on a candidate's dossier (SPEC §2.2 dossier mode). */
  dossierMode: boolean;
};

const VACANCY_FAVORABLE_TYPES: readonly FavorableType[] = ['Vacancies::ExternalVacancy', 'InternalVacancy'];

/** May this actor keep favourites of this type at all (whatever the screen)? */
function keeps(actor: Pick<Actor, 'userType'>, type: FavorableType): boolean {
  switch (type) {
    case 'Candidate':
      return actor.userType === 'member' || actor.userType === 'contact';
    case 'Taxonomy::Occupation':
      return true;
    case 'Vacancies::ExternalVacancy':
    case 'InternalVacancy':
      return actor.userType === 'member';
  }
}

/** The favourite lists a screen offers: vacancy favourites are left out in dossier mode. */
export function favoriteListsFor(actor: Pick<Actor, 'userType'>, context: FavoriteListsContext): FavorableType[] {
  const types: FavorableType[] = ['Candidate', 'Taxonomy::Occupation', 'Vacancies::ExternalVacancy', 'InternalVacancy'];
  return types.filter((type) => keeps(actor, type) && !(context.dossierMode && VACANCY_FAVORABLE_TYPES.includes(type)));
}

/** A vacancy favourite list exists for this screen (SPEC §6 "Explorers visible: Favourites"). */
export function hasVacancyFavoriteList(actor: Pick<Actor, 'userType'>, context: FavoriteListsContext): boolean {
  return favoriteListsFor(actor, context).some((type) => VACANCY_FAVORABLE_TYPES.includes(type));
}

export const favoritePolicy = {
  /** Everyone has at least the occupation list; each reads only their own favourites. */
  list: anyActor,
  create: (actor: Actor, type: FavorableType) => keeps(actor, type),
  /** The favourite vacancies (SPEC §7 favorite_vacancies): whoever keeps vacancy favourites. */
  listVacancies: (actor: Actor) => VACANCY_FAVORABLE_TYPES.some((type) => keeps(actor, type)),
  /** The favourite candidates (`/candidates/favorites`): members and employer contacts. */
  listCandidates: (actor: Actor) => keeps(actor, 'Candidate'),
  /** Reading or removing a favourite: only the user context it belongs to. */
  own: (actor: Actor, favorite: { userContextId: string }) => favorite.userContextId === actor.userContextId,
};
