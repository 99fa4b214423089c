import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, contactRequestPolicy } from '@koers/shared';
import type { ContactRequestView } from './contact-requests.service';

/**
 * A contact request (type `contact_requests`). The candidate's name goes only to their coaches:
 * the contact knows the candidate as the showroom shows them (`candidateId`), by name once a
 * conversation is open.
 */
export function serializeContactRequest(view: ContactRequestView, actor: Actor): Resource {
  const staff = actor.userType !== 'contact';
  return resource(
    'contact_requests',
    view.id,
    {
      state: view.state,
      message: view.message,
      candidateId: view.dossierId,
      candidateName: staff ? view.clientName : null,
      contactName: view.contactName,
      employerName: view.employerName,
      showroomId: view.showroomId,
      showroomName: view.showroomName,
      createdAt: view.createdAt.toISOString(),
      decidedAt: view.decidedAt?.toISOString() ?? null,
    },
    {
      relationships: {
        conversation: relationship(identifier('conversations', view.conversationId)),
        ...(staff ? { dossier: relationship({ type: 'dossiers', id: view.dossierId }) } : {}),
      },
      meta: { can: { decide: contactRequestPolicy.decide(actor, view.facts) } },
    },
  );
}
