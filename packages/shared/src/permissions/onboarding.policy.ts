import type { Actor } from './actor';
import { type DossierFacts, dossierPolicy } from './dossier.policy';

type DossierRef = { organizationId: string; dossierId: string };

const ownDossier = (actor: Actor, target: DossierRef) =>
  actor.userType === 'client' && actor.dossierId === target.dossierId;

export const onboardingPolicy = {
  /**
   * A candidate reads the onboardings of their own dossier; a coach those of the dossiers the
   * dossier policy lets them read (their own candidates, or all with canManageOtherCandidates).
   */
  list: (actor: Actor, dossier: DossierFacts) =>
    dossierPolicy.read(actor, dossier) &&
    (ownDossier(actor, { organizationId: dossier.organizationId, dossierId: dossier.id }) || actor.rights.coach),
  /** Only the candidate finishes their own onboarding. */
  complete: (actor: Actor, target: DossierRef) =>
    actor.organizationId === target.organizationId && ownDossier(actor, target),
};
