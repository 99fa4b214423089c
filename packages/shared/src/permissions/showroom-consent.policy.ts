import { type Actor, hasFeature } from './actor';
import { type DossierFacts, dossierPolicy, ownActiveDossier } from './dossier.policy';
import { abilitiesOf, recordActions } from './policy';

/**
 * Consent before a profile reaches an employer (issue 35.3). Three separate agreements per
 * dossier: the candidate's and the coach's to appear in showrooms that employer contacts see, and
 * the candidate's to be contacted (until then an employer sees the profile anonymised).
 */
export const SHOWROOM_CONSENT_KINDS = ['candidate', 'coach', 'contact'] as const;
export type ShowroomConsentKind = (typeof SHOWROOM_CONSENT_KINDS)[number];
export type ShowroomConsentState = Record<ShowroomConsentKind, boolean>;

/** A candidate in a showroom reaches employer contacts only when both the candidate and the coach agreed. */
export function shownToContacts(consent: ShowroomConsentState): boolean {
  return consent.candidate && consent.coach;
}

/** The dossier's consent as employers meet it: hidden, shown anonymised, or shown and contactable. */
export function showroomExposure(consent: ShowroomConsentState): 'hidden' | 'anonymous' | 'contactable' {
  if (!shownToContacts(consent)) return 'hidden';
  return consent.contact ? 'contactable' : 'anonymous';
}

const showrooms = (actor: Actor) => hasFeature(actor, 'CandidateShowroomsExplorer');

export const showroomConsentPolicy = {
  /** The candidate and the staff who handle the dossier read its consent. */
  read: (actor: Actor, dossier: DossierFacts) => showrooms(actor) && dossierPolicy.read(actor, dossier),
  /** The candidate alone grants or withdraws their own agreements, while the dossier is active. */
  setCandidate: (actor: Actor, dossier: DossierFacts) => showrooms(actor) && ownActiveDossier(actor, dossier),
  setContact: (actor: Actor, dossier: DossierFacts) => showrooms(actor) && ownActiveDossier(actor, dossier),
  /** Their coach (a coach who may work on the active dossier) grants or withdraws the coach's agreement. */
  setCoach: (actor: Actor, dossier: DossierFacts) =>
    showrooms(actor) && actor.userType === 'member' && actor.rights.coach && dossierPolicy.update(actor, dossier),
};

/** Which rule decides over which agreement. */
export const SHOWROOM_CONSENT_RULES = {
  candidate: 'setCandidate',
  coach: 'setCoach',
  contact: 'setContact',
} as const satisfies Record<ShowroomConsentKind, keyof typeof showroomConsentPolicy>;

const CONSENT_ACTIONS = recordActions(showroomConsentPolicy, []);
export type ShowroomConsentAction = (typeof CONSENT_ACTIONS)[number];

/** `meta.can` of a dossier's showroom consent. */
export function showroomConsentAbilities(actor: Actor, dossier: DossierFacts) {
  return abilitiesOf(showroomConsentPolicy, CONSENT_ACTIONS, actor, dossier);
}
