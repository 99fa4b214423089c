import { type Actor, isStaff } from './actor';
import { type DossierFacts, dossierPolicy } from './dossier.policy';
import type { ActorPolicy } from './policy';

/**
 * Appointments of a dossier (issue 38.2): the staff who handle the active dossier plan, change
 * and cancel them; the candidate of the dossier and its staff read them. Employer contacts and
 * account managers without the dossier never see one.
 */
export const appointmentPolicy = {
  /** Who has appointments at all: candidates (their own) and staff. */
  list: ((actor) => actor.userType === 'client' || isStaff(actor)) satisfies ActorPolicy,
  read: (actor: Actor, dossier: DossierFacts) => dossierPolicy.read(actor, dossier),
  create: (actor: Actor, dossier: DossierFacts) => dossierPolicy.update(actor, dossier),
  update: (actor: Actor, dossier: DossierFacts) => dossierPolicy.update(actor, dossier),
  cancel: (actor: Actor, dossier: DossierFacts) => dossierPolicy.update(actor, dossier),
};

/** `meta.can` of an appointment: a cancelled one is done with. */
export function appointmentAbilities(actor: Actor, dossier: DossierFacts, appointment: { cancelled: boolean }) {
  const open = !appointment.cancelled;
  return {
    update: open && appointmentPolicy.update(actor, dossier),
    cancel: open && appointmentPolicy.cancel(actor, dossier),
  };
}
