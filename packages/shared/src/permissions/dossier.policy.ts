import { type Actor, hasFeature } from './actor';
import { type ActorPolicy, abilitiesOf, recordActions } from './policy';

/** What the dossier rules need to know about one dossier, loaded within the actor's organisation. */
export type DossierFacts = {
  id: string;
  organizationId: string;
  archived: boolean;
  /** Team member ids of the dossier's coaches. */
  coachTeamMemberIds: readonly string[];
};

function isCoach(actor: Actor): boolean {
  return actor.userType === 'member' && actor.rights.coach;
}

/**
 * Someone who may handle every dossier of the organisation: a maintainer, an administrator, or
 * a coach holding canManageOtherCandidates.
 */
export function managesAllDossiers(actor: Actor): boolean {
  if (actor.userType === 'maintainer') return true;
  if (actor.userType !== 'member') return false;
  return actor.rights.administrator || (actor.rights.coach && actor.rights.canManageOtherCandidates);
}

/** The actor is one of this dossier's coaches. */
export function coachesDossier(actor: Actor, dossier: DossierFacts): boolean {
  return (
    isCoach(actor) &&
    actor.teamMemberId !== null &&
    actor.organizationId === dossier.organizationId &&
    dossier.coachTeamMemberIds.includes(actor.teamMemberId)
  );
}

/** The candidate's own dossier, while it is active: what a candidate may change of it. */
export function ownActiveDossier(actor: Actor, dossier: DossierFacts): boolean {
  return (
    actor.userType === 'client' &&
    actor.organizationId === dossier.organizationId &&
    actor.dossierId === dossier.id &&
    !dossier.archived
  );
}

function sameOrganization(actor: Actor, dossier: DossierFacts): boolean {
  return actor.organizationId === dossier.organizationId;
}

/** Staff who may work on this dossier (not the candidate): its coaches and those who manage all. */
export function handlesDossier(actor: Actor, dossier: DossierFacts): boolean {
  return sameOrganization(actor, dossier) && (managesAllDossiers(actor) || coachesDossier(actor, dossier));
}

/** Staff may change a dossier only while it is active; an archived one is read-only until unarchived. */
function handlesActive(actor: Actor, dossier: DossierFacts): boolean {
  return handlesDossier(actor, dossier) && !dossier.archived;
}

export const dossierPolicy = {
  /** Kandidaten Beheren: coaches, administrators and maintainers see the dossier list. */
  list: ((actor) =>
    actor.userType === 'maintainer' ||
    (actor.userType === 'member' && (actor.rights.coach || actor.rights.administrator))) satisfies ActorPolicy,
  /**
   * A coach without canManageOtherCandidates finds only the dossiers they coach (SPEC §6); the
   * list, the search and every dossier call apply the same rule.
   */
  listsOnlyOwn: ((actor) => !managesAllDossiers(actor)) satisfies ActorPolicy,
  /** A new dossier (and its invitation): coaches and administrators, with the feature Dossiers_Add. */
  create: ((actor) =>
    hasFeature(actor, 'Dossiers_Add') &&
    actor.userType === 'member' &&
    (actor.rights.coach || actor.rights.administrator)) satisfies ActorPolicy,
  /** The candidate reads their own dossier; staff read the dossiers they handle. */
  read: (actor: Actor, dossier: DossierFacts) =>
    (actor.userType === 'client' && sameOrganization(actor, dossier) && actor.dossierId === dossier.id) ||
    handlesDossier(actor, dossier),
  /** Settings, e-mail settings, invitations: staff who handle the active dossier. */
  update: (actor: Actor, dossier: DossierFacts) => handlesActive(actor, dossier),
  editCoach: (actor: Actor, dossier: DossierFacts) =>
    handlesActive(actor, dossier) && hasFeature(actor, 'Dossiers_EditCoach'),
  updatePersonalData: (actor: Actor, dossier: DossierFacts) =>
    handlesActive(actor, dossier) && hasFeature(actor, 'Dossiers_UpdatePersonalData'),
  editTrack: (actor: Actor, dossier: DossierFacts) => handlesActive(actor, dossier) && hasFeature(actor, 'Tracks_Edit'),
  extendTrack: (actor: Actor, dossier: DossierFacts) =>
    handlesActive(actor, dossier) && hasFeature(actor, 'Tracks_Extend'),
  archive: (actor: Actor, dossier: DossierFacts) => handlesActive(actor, dossier),
  unarchive: (actor: Actor, dossier: DossierFacts) =>
    handlesDossier(actor, dossier) && dossier.archived && hasFeature(actor, 'Dossiers_Unarchive'),
  /** The track's outcome (feature Placement) and its history: staff who handle the dossier. */
  readOutcome: (actor: Actor, dossier: DossierFacts) =>
    handlesDossier(actor, dossier) && hasFeature(actor, 'Placement'),
  /** Uitkomst vastleggen or changing it (also the 6-month follow-up): while the dossier is active. */
  recordOutcome: (actor: Actor, dossier: DossierFacts) =>
    handlesActive(actor, dossier) && hasFeature(actor, 'Placement'),
  /** Who looked at the dossier: staff who handle it, never the candidate. */
  readAccessLog: (actor: Actor, dossier: DossierFacts) => handlesDossier(actor, dossier),
  /**
   * 'Zo ziet de werkgever deze kandidaat' (candidate_preview): staff who handle the dossier, when
   * the organisation has internal vacancies (view or admin feature) for an employer to see them by.
   */
  previewForEmployer: (actor: Actor, dossier: DossierFacts) =>
    handlesDossier(actor, dossier) &&
    (hasFeature(actor, 'InternalVacancies_View') || hasFeature(actor, 'InternalVacancies_Admin')),
};

/** The rules about dossiers in general; every other rule is about one dossier. */
const GENERAL_RULES = ['list', 'listsOnlyOwn', 'create'] as const;
const DOSSIER_ACTIONS = recordActions(dossierPolicy, GENERAL_RULES);

export type DossierAction = (typeof DOSSIER_ACTIONS)[number];

/** `meta.can` of a dossier: every per-dossier rule evaluated for this actor. */
export function dossierAbilities(actor: Actor, dossier: DossierFacts): Record<DossierAction, boolean> {
  return abilitiesOf(dossierPolicy, DOSSIER_ACTIONS, actor, dossier);
}
