import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  type ContactRequestCreate,
  type ContactRequestDecision,
  type ContactRequestFacts,
  contactRequestPolicy,
  managesAllDossiers,
} from '@koers/shared';
import { startConversation } from '../conversations/conversations.service';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { notifyContactRequestDeclined, notifyContactRequested } from '../notifications/notification-events.service';
import { shownCandidates } from '../showrooms/showroom-candidates.service';
import { consentStatesOf } from '../showrooms/showroom-consents.service';
import { loadShowroomForViewer } from '../showrooms/showrooms.service';
import { clientContextOfDossier, contactContextOfContact } from '../user-contexts/user-contexts.service';
import { contactRequestErrors } from './contact-requests.errors';
import {
  type ContactRequestListRow,
  type ContactRequestScope,
  createContactRequestsRepository,
} from './contact-requests.repository';

export type ContactRequestView = ContactRequestListRow & { facts: ContactRequestFacts; clientName: string };

/**
 * POST contact_request: an employer contact asks, in one click, for contact with a candidate a
 * showroom published to them shows (who and whose coach agreed). Asking twice keeps the one open
 * request; a new one notifies the candidate's coaches and is in the dossier's access log.
 */
export async function requestContact(input: {
  db: Db;
  actor: Actor;
  attributes: ContactRequestCreate;
}): Promise<{ view: ContactRequestView; created: boolean }> {
  const { actor, attributes } = input;
  authorize(contactRequestPolicy.create, actor);
  const { id, created } = await input.db.transaction(async (tx) => {
    const shown = await loadShowroomForViewer(tx, actor, attributes.showroomId).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? contactRequestErrors.unknownShowroom() : error;
    });
    if (shown.kind !== 'contact') throw contactRequestErrors.unknownShowroom();
    const candidate = shownCandidates(shown).find((item) => item.dossierId === attributes.candidateId);
    const repo = createContactRequestsRepository(tx);
    const dossier = candidate ? await repo.dossierFacts(actor.organizationId, candidate.dossierId) : null;
    if (!candidate || !dossier || dossier.archived) throw contactRequestErrors.unknownCandidate();
    if (!shown.view.contactsAllowed) throw contactRequestErrors.contactsNotAllowed();
    const result = await repo.insertOrFindOpen({
      organizationId: actor.organizationId,
      dossierId: dossier.id,
      employerContactId: actor.employerContactId ?? '',
      showroomId: shown.view.id,
      requestedByContextId: actor.userContextId,
      message: attributes.message,
    });
    if (result.created) {
      await notifyContactRequested(tx, {
        actor,
        requestId: result.id,
        dossierId: dossier.id,
        coachTeamMemberIds: dossier.coachTeamMemberIds,
        showroomName: shown.view.name,
      });
      await recordDossierAccess(tx, actor, {
        dossierId: dossier.id,
        action: 'create',
        subject: 'contact_request',
        subjectId: result.id,
      });
    }
    return result;
  });
  return { view: await readContactRequest(input.db, actor, id), created };
}

/** One request the actor may read (the contact who asked, a coach of the candidate); else not found. */
export async function readContactRequest(db: Db, actor: Actor, id: string): Promise<ContactRequestView> {
  const repo = createContactRequestsRepository(db);
  const row = await repo.find(actor.organizationId, id);
  const dossier = row ? await repo.dossierFacts(actor.organizationId, row.dossierId) : null;
  if (!row || !dossier) throw contactRequestErrors.notFound();
  const facts = { employerContactId: row.employerContactId, dossier, state: row.state };
  if (!contactRequestPolicy.read(actor, facts)) throw contactRequestErrors.notFound();
  return { ...row, facts, clientName: dossier.clientName };
}

/** The contact who asked hears of a refusal, if they can still log in. */
async function notifyDeclined(tx: Db, actor: Actor, row: { id: string; employerContactId: string; dossierId: string }) {
  const context = await contactContextOfContact(tx, actor.organizationId, row.employerContactId);
  if (!context || context.pendingSince || context.disabledAt) return;
  const listed = await createContactRequestsRepository(tx).find(actor.organizationId, row.id);
  await notifyContactRequestDeclined(tx, {
    actor,
    requestId: row.id,
    contactContextId: context.id,
    dossierId: row.dossierId,
    showroomId: listed?.showroomId ?? null,
    showroomName: listed?.showroomName ?? null,
  });
}

/** GET contact_requests: a contact's own requests; a coach's about the candidates they may work on. */
export async function listContactRequests(
  db: Db,
  actor: Actor,
  page: { size: number; offset: number },
): Promise<ContactRequestView[]> {
  const scope: ContactRequestScope | null =
    actor.userType === 'contact' && actor.employerContactId
      ? { employerContactId: actor.employerContactId }
      : actor.userType === 'member' && actor.rights.coach && managesAllDossiers(actor)
        ? { allDossiers: true }
        : actor.userType === 'member' && actor.rights.coach && actor.teamMemberId
          ? { coachTeamMemberId: actor.teamMemberId }
          : null;
  if (!scope) return [];
  const repo = createContactRequestsRepository(db);
  const rows = await repo.list(actor.organizationId, scope, page);
  const views: ContactRequestView[] = [];
  for (const row of rows) {
    const dossier = await repo.dossierFacts(actor.organizationId, row.dossierId);
    if (!dossier) continue;
    const facts = { employerContactId: row.employerContactId, dossier, state: row.state };
    if (contactRequestPolicy.read(actor, facts)) views.push({ ...row, facts, clientName: dossier.clientName });
  }
  return views;
}

/**
 * PATCH contact_request/{id}: a coach of the candidate accepts or declines, once. Accepting opens
 * a conversation of the coach, the contact and the candidate — only when the candidate agreed to
 * be contacted (else 422), in the same transaction as the decision.
 */
export async function decideContactRequest(input: {
  db: Db;
  actor: Actor;
  id: string;
  decision: ContactRequestDecision;
}): Promise<ContactRequestView> {
  const { actor } = input;
  await input.db.transaction(async (tx) => {
    const repo = createContactRequestsRepository(tx);
    const row = await repo.lock(actor.organizationId, input.id);
    const dossier = row ? await repo.dossierFacts(actor.organizationId, row.dossierId) : null;
    if (!row || !dossier) throw contactRequestErrors.notFound();
    const facts = { employerContactId: row.employerContactId, dossier, state: row.state };
    if (!contactRequestPolicy.read(actor, facts)) throw contactRequestErrors.notFound();
    if (row.state !== 'pending') throw contactRequestErrors.alreadyDecided();
    authorize(contactRequestPolicy.decide, actor, facts, 'Alleen een coach van de kandidaat beslist over dit verzoek.');
    let conversationId: string | null = null;
    if (input.decision.state === 'accepted') {
      const consent = (await consentStatesOf(tx, actor.organizationId, [dossier.id])).get(dossier.id);
      if (!consent?.contact) throw contactRequestErrors.noContactConsent();
      const candidateContext = await clientContextOfDossier(tx, actor.organizationId, dossier.id);
      const contactContext = await contactContextOfContact(tx, actor.organizationId, row.employerContactId);
      if (!candidateContext || !contactContext || contactContext.pendingSince || contactContext.disabledAt) {
        throw contactRequestErrors.cannotLogIn();
      }
      const conversation = await startConversation({
        db: tx,
        actor,
        subject: `Kennismaking met ${dossier.clientName}`,
        content: row.message ?? 'Jullie willen graag kennismaken. Stel je gerust aan elkaar voor.',
        partnerIds: [contactContext.id, candidateContext],
      });
      conversationId = conversation.conversation.id;
    }
    await repo.decide(actor.organizationId, row.id, {
      state: input.decision.state,
      decidedByContextId: actor.userContextId,
      decidedAt: new Date(),
      conversationId,
    });
    if (input.decision.state === 'declined') await notifyDeclined(tx, actor, row);
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'update',
      subject: 'contact_request',
      subjectId: row.id,
    });
  });
  return readContactRequest(input.db, actor, input.id);
}
