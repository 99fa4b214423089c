import { describe, expect, it } from 'vitest';
import { buildEmployer } from '../../testing/employer-factories';
import { buildPerson } from '../../testing/factories';
import { invitationToken, mailbox } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';

// Uitnodigen als gebruiker: a contact person of an employer is invited with the candidates'
// invitation flow and, on accepting, gets a user context of type contact tied to that contact.

const t = useTestApp();

const accept = (token: string, password = 'Contact-wachtwoord-1') => ({
  data: { type: 'candidate_invitations', attributes: { token, password, passwordConfirmation: password } },
});

async function managerWithContact(email: string | null, name = 'Petra de Wit') {
  const manager = await buildPerson(t.database.db, { rights: { accountManager: true } });
  const { employer, contacts } = await buildEmployer(t.database.db, {
    organization: manager.organization,
    values: { name: 'Drukkerij Noord' },
    contacts: [{ name, ...(email ? { email } : {}) }],
  });
  const contact = contacts[0];
  if (!contact) throw new Error('contact');
  return { manager, employer, contact, client: await t.loginAs(manager) };
}

describe('inviting a contact person as a user', () => {
  it('sends the invitation, shows uitgenodigd, and accepting opens a contact context tied to the contact', async () => {
    const { manager, employer, contact, client } = await managerWithContact('petra@drukkerij-noord.nl');
    const before = await client.get(`/api/v1/employer_contact/${contact.id}`);
    expect(before.body.data.attributes).toMatchObject({ accessState: 'noAccess', invitationSentAt: null });

    const invited = await client.post(`/api/v1/employer_contact/${contact.id}/invitation`);
    expect(invited.status).toBe(200);
    expect(invited.body.data.attributes.accessState).toBe('invited');
    expect(invited.body.data.attributes.invitationExpiresAt).not.toBeNull();
    const [mail] = await mailbox(t, 'petra@drukkerij-noord.nl');
    expect(mail?.subject).toBe(`Uitnodiging van ${manager.organization.name} voor Koers`);
    expect(mail?.text).toContain('als contactpersoon van Drukkerij Noord');

    const token = await invitationToken(t, 'petra@drukkerij-noord.nl');
    const preview = await t.client().post('/api/v1/candidate_invitation/preview', {
      data: { type: 'candidate_invitations', attributes: { token } },
    });
    expect(preview.body.data.attributes).toMatchObject({
      name: 'Petra de Wit',
      userType: 'contact',
      existingAccount: false,
      organizationName: manager.organization.name,
    });

    const person = t.client();
    const accepted = await person.patch('/api/v1/candidate_invitation', accept(token));
    expect(accepted.status).toBe(201);
    const context = accepted.body.included.find((item: any) => item.attributes.userType === 'contact');
    expect(context.attributes.organization.id).toBe(manager.organization.id);
    person.userContextId = context.id;
    const contexts = await person.get('/api/v1/my/user_contexts');
    expect(contexts.status).toBe(200);

    const after = await client.get(`/api/v1/employer_contact/${contact.id}`);
    expect(after.body.data.attributes.accessState).toBe('active');
    // The account manager who sent it hears that it was accepted.
    const told = await client.get(`/api/v1/user_contexts/${manager.context.id}/notifications`);
    expect(told.body.data[0].attributes).toMatchObject({
      kind: 'invitation_accepted',
      title: 'Petra de Wit van Drukkerij Noord heeft de uitnodiging geaccepteerd',
      link: `/employers/${employer.id}/contacts/${contact.id}`,
    });
    // The link works once; a contact who can log in needs no new invitation.
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(token))).status).toBe(422);
    const needless = await client.post(`/api/v1/employer_contact/${contact.id}/invitation`);
    expect(needless.status).toBe(422);
    expect(needless.body.errors[0].detail).toBe('De contactpersoon kan al inloggen; een uitnodiging is niet nodig.');
    expect((await t.client().login('petra@drukkerij-noord.nl', 'Contact-wachtwoord-1')).status).toBe(201);
    expect(employer.id).toBeTruthy();
  });

  it('sending again revokes the earlier link; a changed address withdraws the open invitation', async () => {
    const { contact, client } = await managerWithContact('eerst@drukkerij.nl');
    expect((await client.post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(200);
    const first = await invitationToken(t, 'eerst@drukkerij.nl');
    expect((await client.post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(200);
    const second = await invitationToken(t, 'eerst@drukkerij.nl');
    expect(second).not.toBe(first);
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(first))).status).toBe(422);

    const changed = await client.patch(`/api/v1/employer_contact/${contact.id}`, {
      data: { type: 'employer_contacts', attributes: { email: 'later@drukkerij.nl' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.accessState).toBe('noAccess');
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(second))).status).toBe(422);
    expect((await client.post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(200);
    const third = await invitationToken(t, 'later@drukkerij.nl');
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(third))).status).toBe(201);
  });

  it('422 without an address or for an address of another contact; 404 elsewhere, 403 for a coach', async () => {
    const { manager, contact, client } = await managerWithContact(null);
    const none = await client.post(`/api/v1/employer_contact/${contact.id}/invitation`);
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({
      detail: 'Vul eerst een e-mailadres in bij de contactpersoon.',
      source: { pointer: '/data/attributes/email' },
    });

    const { contacts } = await buildEmployer(t.database.db, {
      organization: manager.organization,
      contacts: [
        { name: 'Eerste', email: 'gedeeld@bedrijf.nl' },
        { name: 'Tweede', email: 'gedeeld@bedrijf.nl' },
      ],
    });
    const [one, two] = contacts;
    if (!one || !two) throw new Error('contacts');
    expect((await client.post(`/api/v1/employer_contact/${one.id}/invitation`)).status).toBe(200);
    const taken = await client.post(`/api/v1/employer_contact/${two.id}/invitation`);
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].detail).toBe(
      'Dit e-mailadres hoort al bij een andere contactpersoon in deze organisatie.',
    );

    const stranger = await buildPerson(t.database.db, { rights: { accountManager: true } });
    expect((await (await t.loginAs(stranger)).post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(
      404,
    );
    const coach = await buildPerson(t.database.db, { organization: manager.organization, rights: { coach: true } });
    expect((await (await t.loginAs(coach)).post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(403);
    expect((await t.client().post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(401);
  });

  it('a person with an account accepts by logging in; the contact context opens for that account', async () => {
    const existing = await buildPerson(t.database.db, { userType: 'client' });
    const { contact, client } = await managerWithContact(existing.email, 'Bestaand Account');
    expect((await client.post(`/api/v1/employer_contact/${contact.id}/invitation`)).status).toBe(200);
    const [mail] = await mailbox(t, existing.email);
    expect(mail?.text).toContain('Je hebt al een account bij Koers met dit e-mailadres.');
    const token = await invitationToken(t, existing.email);
    const takeover = await t.client().patch('/api/v1/candidate_invitation', accept(token));
    expect(takeover.status).toBe(422);
    const person = await t.loginAs(existing);
    const accepted = await person.post('/api/v1/candidate_invitation/acceptance', {
      data: { type: 'candidate_invitations', attributes: { token } },
    });
    expect(accepted.status).toBe(201);
    person.userContextId = accepted.body.data.attributes.userContextId;
    const contexts = await person.get('/api/v1/my/user_contexts');
    const types = contexts.body.data.map((item: any) => item.attributes.userType).sort();
    expect(types).toEqual(['client', 'contact']);
    expect((await client.get(`/api/v1/employer_contact/${contact.id}`)).body.data.attributes.accessState).toBe(
      'active',
    );
  });
});
