import type { Actor } from './actor';

type DossierRef = { organizationId: string; dossierId: string };

const ownDossier = (actor: Actor, target: DossierRef) =>
  actor.userType === 'client' && actor.dossierId === target.dossierId;

export const onboardingPolicy = {
  /** A candidate reads the onboardings of their own dossier; coaches those of their organisation's dossiers. */
  list: (actor: Actor, target: DossierRef) =>
    actor.organizationId === target.organizationId && (ownDossier(actor, target) || actor.rights.coach),
  /** Only the candidate finishes their own onboarding. */
  complete: (actor: Actor, target: DossierRef) =>
    actor.organizationId === target.organizationId && ownDossier(actor, target),
};
