import { type Actor, isStaff } from './actor';
import { type DossierFacts, dossierPolicy, ownActiveDossier } from './dossier.policy';
import type { ActorPolicy } from './policy';

/**
 * Saved searches belong to a dossier (issue 38.5): whoever may read the dossier sees them; the
 * candidate and the staff who handle the active dossier save, rename, pause and remove them.
 * Employer contacts never.
 */
export const savedSearchPolicy = {
  list: ((actor) => actor.userType === 'client' || isStaff(actor)) satisfies ActorPolicy,
  read: (actor: Actor, dossier: DossierFacts) => dossierPolicy.read(actor, dossier),
  manage: (actor: Actor, dossier: DossierFacts) =>
    ownActiveDossier(actor, dossier) || dossierPolicy.update(actor, dossier),
};

/** `meta.can` of a saved search (and of the list: `create`). */
export function savedSearchAbilities(actor: Actor, dossier: DossierFacts) {
  const manage = savedSearchPolicy.manage(actor, dossier);
  return { update: manage, delete: manage };
}
