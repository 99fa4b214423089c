import { type Actor, hasFeature } from './actor';
import { managesAllDossiers } from './dossier.policy';
import type { ActorPolicy } from './policy';

/**
 * Outcomes beyond one dossier (feature Placement). Per dossier, `dossierPolicy.readOutcome` and
 * `recordOutcome` decide.
 */
export const outcomePolicy = {
  /**
   * The outcome report (`/settings/organization/reports`): figures over every candidate of the
   * organisation, so for those who see every dossier anyway — administrators, coaches with
   * canManageOtherCandidates, maintainers (docs/decisions.md, "Outcomes and reports").
   */
  report: ((actor) => hasFeature(actor, 'Placement') && managesAllDossiers(actor)) satisfies ActorPolicy,
  /** The employers of the organisation by name, to pick a placement's employer: whoever records outcomes. */
  pickEmployer: ((actor: Actor) =>
    hasFeature(actor, 'Placement') &&
    (managesAllDossiers(actor) || (actor.userType === 'member' && actor.rights.coach))) satisfies ActorPolicy,
};
