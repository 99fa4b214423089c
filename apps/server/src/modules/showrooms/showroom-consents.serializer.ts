import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, showroomConsentAbilities, showroomExposure } from '@koers/shared';
import { consentStateOf, type ShowroomConsentView } from './showroom-consents.service';

const at = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * A dossier's showroom consent (type `showroom_consents`, id = the dossier id: one per dossier).
 * `exposure` is what employer contacts get of the candidate: hidden, anonymous or contactable.
 */
export function serializeShowroomConsent(view: ShowroomConsentView, actor: Actor): Resource {
  const state = consentStateOf(view.row);
  return resource(
    'showroom_consents',
    view.dossierId,
    {
      candidate: state.candidate,
      candidateGrantedAt: at(view.row?.candidateGrantedAt),
      coach: state.coach,
      coachGrantedAt: at(view.row?.coachGrantedAt),
      contact: state.contact,
      contactGrantedAt: at(view.row?.contactGrantedAt),
      exposure: showroomExposure(state),
    },
    {
      relationships: { dossier: relationship({ type: 'dossiers', id: view.dossierId }) },
      meta: { can: showroomConsentAbilities(actor, view.facts) },
    },
  );
}
