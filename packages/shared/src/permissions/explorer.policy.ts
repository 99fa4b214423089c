import type { ExplorerResourceType } from '../explorers';
import { type Actor, hasFeature, isStaff } from './actor';
import { hasVacancyFavoriteList } from './favorite.policy';
import { anyActor } from './policy';

export type ExplorerContext = {
  /** The explorer is shown on a candidate's dossier (SPEC §2.2 dossier mode). */
  dossierMode: boolean;
};

type ExplorerActor = Pick<Actor, 'userType' | 'features'>;

/**
 * SPEC §6 "Explorers visible": favourites if a vacancy favourite list exists; the organisation's
 * own (explorer) vacancies with InternalVacancies_View for clients and members; saved vacancies
 * for clients or in dossier mode; internet vacancies with VacanciesExplorer.
 */
export function explorerVisible(
  actor: ExplorerActor,
  resourceType: ExplorerResourceType,
  context: ExplorerContext,
): boolean {
  switch (resourceType) {
    case 'FavoriteVacancy':
      return hasVacancyFavoriteList(actor, context);
    case 'ExplorerVacancy':
      return (
        hasFeature(actor, 'InternalVacancies_View') && (actor.userType === 'client' || actor.userType === 'member')
      );
    case 'SavedVacancy':
      return actor.userType === 'client' || (context.dossierMode && isStaff(actor));
    case 'Vacancies::ExternalVacancy':
      return hasFeature(actor, 'VacanciesExplorer');
  }
}

export const explorerPolicy = {
  /** Everyone asks which explorers they see; the answer may be none. */
  list: anyActor,
  /** One explorer: one this actor sees on their own screens or, for staff, in dossier mode. */
  read: (actor: Actor, explorer: { resourceType: ExplorerResourceType }) =>
    explorerVisible(actor, explorer.resourceType, { dossierMode: false }) ||
    (isStaff(actor) && explorerVisible(actor, explorer.resourceType, { dossierMode: true })),
};

/** The organisation's published vacancies (SPEC §6 "Explorers visible: Explorer vacancies"). */
export const explorerVacancyPolicy = {
  list: (actor: Actor) => explorerVisible(actor, 'ExplorerVacancy', { dossierMode: false }),
};
