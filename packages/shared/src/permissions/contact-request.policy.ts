import type { ContactRequestState } from '../schemas/contact-request.schema';
import type { Actor } from './actor';
import type { DossierFacts } from './dossier.policy';
import type { ActorPolicy } from './policy';
import { composesShowrooms, receivesShowrooms } from './showroom.policy';
import { showroomConsentPolicy } from './showroom-consent.policy';

/** What the contact-request rules know of one request, loaded within the actor's organisation. */
export type ContactRequestFacts = {
  employerContactId: string;
  dossier: DossierFacts;
  state: ContactRequestState;
};

/**
 * Interest and contact (issue 35.4): an employer contact asks for contact with a candidate of a
 * showroom in one click; a coach of the candidate decides. The contact sees their own requests, a
 * coach those about candidates they may work on.
 */
export const contactRequestPolicy = {
  create: ((actor) => receivesShowrooms(actor)) satisfies ActorPolicy,
  list: ((actor) => receivesShowrooms(actor) || composesShowrooms(actor)) satisfies ActorPolicy,
  read: (actor: Actor, request: ContactRequestFacts) =>
    (receivesShowrooms(actor) && actor.employerContactId === request.employerContactId) ||
    showroomConsentPolicy.setCoach(actor, request.dossier),
  /** The candidate's coach decides once, while the request is open. */
  decide: (actor: Actor, request: ContactRequestFacts) =>
    request.state === 'pending' && showroomConsentPolicy.setCoach(actor, request.dossier),
};
