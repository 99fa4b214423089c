import { type Actor, isStaff } from './actor';
import { type DossierFacts, dossierPolicy, ownActiveDossier } from './dossier.policy';
import type { ActorPolicy } from './policy';

/**
 * Saved vacancies belong to a dossier (SPEC §3, §4): whoever may read the dossier sees them; the
 * candidate and the staff who handle the active dossier save them and move them between states;
 * only staff propose one (state `suggested`).
 */
export const savedVacancyPolicy = {
  /** Candidates (their own) and staff (the dossiers they handle); employer contacts never. */
  list: ((actor) => actor.userType === 'client' || isStaff(actor)) satisfies ActorPolicy,
  read: (actor: Actor, dossier: DossierFacts) => dossierPolicy.read(actor, dossier),
  /** Save a vacancy for the dossier, or choose another state for one it has. */
  save: (actor: Actor, dossier: DossierFacts) =>
    ownActiveDossier(actor, dossier) || dossierPolicy.update(actor, dossier),
  /** Who proposes vacancies at all: staff (a candidate saves, never proposes). */
  proposes: ((actor) => isStaff(actor)) satisfies ActorPolicy,
  /** A coach's proposal: staff who handle the active dossier. */
  propose: (actor: Actor, dossier: DossierFacts) => isStaff(actor) && dossierPolicy.update(actor, dossier),
  /** Take it off the list (its history stays). */
  remove: (actor: Actor, dossier: DossierFacts) =>
    ownActiveDossier(actor, dossier) || dossierPolicy.update(actor, dossier),
};

/** `meta.can` of a saved vacancy. */
export function savedVacancyAbilities(actor: Actor, dossier: DossierFacts) {
  return {
    changeState: savedVacancyPolicy.save(actor, dossier),
    remove: savedVacancyPolicy.remove(actor, dossier),
  };
}

/** The state history of saved vacancies: whoever may read the dossier. */
export const vacancyActivityPolicy = {
  list: savedVacancyPolicy.list,
  read: (actor: Actor, dossier: DossierFacts) => dossierPolicy.read(actor, dossier),
};
