import { type Actor, hasFeature } from './actor';
import { type DossierFacts, dossierPolicy, ownActiveDossier } from './dossier.policy';
import type { ActorPolicy } from './policy';

const testsOn = (actor: Pick<Actor, 'features'>) => hasFeature(actor, 'Toolbox_Tests');
const isCoach = (actor: Actor) => actor.userType === 'member' && actor.rights.coach;
const ownDossier = (actor: Actor, dossier: Pick<DossierFacts, 'id' | 'organizationId'>) =>
  actor.userType === 'client' && actor.organizationId === dossier.organizationId && actor.dossierId === dossier.id;

/** The membership (team member) a list of available tests belongs to. */
export type MembershipFacts = { organizationId: string; teamMemberId: string };

/** What choosing a test depends on: whether a candidate may choose it themself (it costs nothing). */
export type AssessmentOfferFacts = { selfService: boolean };

/** Tests (SPEC §6 'toolbox tests and tips', feature Toolbox_Tests): candidates take them, coaches assign them. */
export const assessmentPolicy = {
  /** The gate of every test call: candidates and coaches of an organisation with the feature. */
  use: ((actor) => testsOn(actor) && (actor.userType === 'client' || isCoach(actor))) satisfies ActorPolicy,
  /** GET membership/{id}/available_assessments: a coach's own list of what the organisation offers. */
  listAvailable: (actor: Actor, membership: MembershipFacts) =>
    testsOn(actor) &&
    isCoach(actor) &&
    actor.organizationId === membership.organizationId &&
    actor.teamMemberId === membership.teamMemberId,
  /** A dossier's tests: the candidate's own, and those of the dossiers a coach may read. */
  listForDossier: (actor: Actor, dossier: DossierFacts) =>
    testsOn(actor) && dossierPolicy.read(actor, dossier) && (ownDossier(actor, dossier) || isCoach(actor)),
  /**
   * Choosing a test for an active dossier: the candidate chooses a free test for themself; a coach
   * who may read the dossier assigns any test the organisation offers.
   */
  choose: (actor: Actor, target: { dossier: DossierFacts; offer: AssessmentOfferFacts }) =>
    testsOn(actor) &&
    !target.dossier.archived &&
    ((ownActiveDossier(actor, target.dossier) && target.offer.selfService) ||
      (isCoach(actor) && dossierPolicy.read(actor, target.dossier))),
  /** Answering and finishing: only the candidate whose test it is. */
  take: (actor: Actor, target: { organizationId: string; dossierId: string }) =>
    testsOn(actor) && ownDossier(actor, { id: target.dossierId, organizationId: target.organizationId }),
  /**
   * The organisation's prices and credits per test (SPEC §9): its administrators record what it
   * agreed with the providers and bought from them.
   */
  manageTerms: ((actor) =>
    testsOn(actor) && actor.userType === 'member' && actor.rights.administrator) satisfies ActorPolicy,
  /** Taking a result over into the profile's interests: only the candidate whose test and profile it is. */
  takeOver: (actor: Actor, target: { organizationId: string; dossierId: string }) =>
    testsOn(actor) && ownDossier(actor, { id: target.dossierId, organizationId: target.organizationId }),
};
