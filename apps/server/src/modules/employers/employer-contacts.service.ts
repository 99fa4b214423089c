import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  type EmployerContactAttributes,
  type EmployerFacts,
  employerPolicy,
  type Policy,
} from '@koers/shared';
import {
  type ContactAccess,
  contactAccessColumn,
  contactAccessOf,
  inviteContact,
  withdrawContactInvitations,
} from '../candidate-invitations/candidate-invitations.service';
import { recordChange } from '../changes/changes.service';
import { contactPartnerColumn, conversationPartnerOf } from '../conversations/conversations.service';
import type { Mailer } from '../mail/mailer';
import { createEmployersRepository, type EmployerContactRow, type EmployerRow } from './employers.repository';
import { employerFactsOf, loadEmployer } from './employers.service';

export const contactErrors = {
  notFound: () => notFound('Deze contactpersoon bestaat niet of je hebt er geen toegang toe.'),
  sameContact: () =>
    createError({
      status: 422,
      code: 'employer_contacts.same_contact',
      detail: 'Kies een andere contactpersoon dan degene van wie de vacatures nu zijn.',
      pointer: '/data',
    }),
  otherEmployer: () =>
    createError({
      status: 422,
      code: 'employer_contacts.other_employer',
      detail: 'Kies een contactpersoon van dezelfde werkgever.',
      pointer: '/data',
    }),
};

export type ContactView = {
  /** The contact with the user context the actor may start a conversation with (null: none, or not allowed). */
  contact: EmployerContactRow & { conversationPartnerId: string | null };
  employer: EmployerRow;
  vacancyCount: number;
  access: ContactAccess;
};

/**
 * A contact of the actor's organisation with its employer, which the policy decides on (else
 * 404/403), and what its page shows, in one statement (docs/decisions.md, "Cost per request").
 */
export async function loadContact(
  db: Db,
  actor: Actor,
  id: string,
  policy: Policy<EmployerFacts> = employerPolicy.read,
): Promise<ContactView> {
  const item = await createEmployersRepository(db).findContactItem(actor.organizationId, id, {
    partner: contactPartnerColumn(actor),
    access: contactAccessColumn(),
  });
  if (!item) throw contactErrors.notFound();
  authorize(policy, actor, employerFactsOf(item.employer), 'Je mag deze werkgever niet wijzigen.');
  return {
    contact: { ...item.contact, conversationPartnerId: conversationPartnerOf(actor, item.partner) },
    employer: item.employer,
    vacancyCount: item.vacancyCount,
    access: contactAccessOf(item.access),
  };
}

/** Contactpersoon toevoegen: to an employer the actor may change. */
export async function createContact(input: {
  db: Db;
  actor: Actor;
  employerId: string;
  attributes: EmployerContactAttributes;
}): Promise<string> {
  await loadEmployer(input.db, input.actor, input.employerId, employerPolicy.update);
  const contact = await createEmployersRepository(input.db).insertContact(
    input.actor.organizationId,
    input.employerId,
    input.attributes,
  );
  await recordChange(input.db, { channel: 'Employer', type: 'updated', id: input.employerId });
  return contact.id;
}

export async function updateContact(input: {
  db: Db;
  actor: Actor;
  id: string;
  attributes: Partial<EmployerContactAttributes>;
}): Promise<void> {
  const { actor } = input;
  await input.db.transaction(async (tx) => {
    const { contact } = await loadContact(tx, actor, input.id, employerPolicy.update);
    await createEmployersRepository(tx).updateContact(actor.organizationId, input.id, input.attributes);
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: contact.employerId });
    // An invitation went to the old address: it stops working; an accepted login stays the person's.
    const email = input.attributes.email;
    if (email !== undefined && (email ?? '').toLowerCase() !== (contact.email ?? '').toLowerCase()) {
      await withdrawContactInvitations(tx, actor.organizationId, contact.id, new Date());
    }
  });
}

/**
 * Uitnodigen als gebruiker (and sending it again): the contact person of an employer the actor
 * may change gets the invitation by e-mail; accepting gives them a contact context.
 */
export async function inviteContactAsUser(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  id: string;
  publicUrl: string;
}): Promise<void> {
  const { contact, employer } = await loadContact(input.db, input.actor, input.id, employerPolicy.update);
  await inviteContact({
    db: input.db,
    mailer: input.mailer,
    actor: input.actor,
    contact: {
      id: contact.id,
      organizationId: contact.organizationId,
      name: contact.name,
      email: contact.email,
      employerName: employer.name,
    },
    publicUrl: input.publicUrl,
  });
}

/**
 * Vacatures verplaatsen: every vacancy of this contact goes to another contact of the same
 * employer, all in one transaction (both contacts locked by reading them inside it).
 */
export async function relocateVacancies(input: { db: Db; actor: Actor; id: string; toContactId: string }) {
  return input.db.transaction(async (tx) => {
    const from = await loadContact(tx, input.actor, input.id, employerPolicy.update);
    if (input.toContactId.toLowerCase() === from.contact.id) throw contactErrors.sameContact();
    const to = await createEmployersRepository(tx).findContact(input.actor.organizationId, input.toContactId);
    if (!to || to.employerId !== from.contact.employerId) throw contactErrors.otherEmployer();
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: to.employerId });
    return createEmployersRepository(tx).relocateVacancies(input.actor.organizationId, from.contact.id, to.id);
  });
}
