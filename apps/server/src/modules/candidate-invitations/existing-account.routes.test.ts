import type { ApiClient } from '@koers/server-core/testing/api-client';
import { describe, expect, it } from 'vitest';
import { buildPerson, type Person, TEST_PASSWORD } from '../../testing/factories';
import { invitationToken, mailbox } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';

// A coach of organisation B makes a dossier with the address of someone who has an account
// (with organisation A). B must learn nothing of that account until the person accepts.

const t = useTestApp();

async function createDossier(client: ApiClient, coach: Person, email: string) {
  const response = await client.post(`/api/v1/organization/${coach.organization.id}/dossier`, {
    data: {
      type: 'dossiers',
      attributes: { firstName: 'Sanne', lastName: 'Bakker', email, startsOn: '2026-01-01', endsOn: '2026-12-31' },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
}

/** What organisation B sees of the candidate: the dossier's access and the client include. */
async function whatTheOrganisationSees(client: ApiClient, dossierId: string) {
  const response = await client.get(`/api/v1/dossier/${dossierId}`, {
    query: { include: 'client,public_user_context' },
  });
  const clientResource = response.body.included.find((item: any) => item.type === 'clients');
  const {
    name: _name,
    email: _email,
    invitationSentAt: _sent,
    invitationExpiresAt: _expires,
    ...rest
  } = clientResource.attributes;
  return {
    accessState: response.body.data.attributes.accessState,
    client: rest,
    publicUserContext: response.body.included.some((item: any) => item.type === 'public_user_contexts'),
  };
}

const acceptAsAccount = (client: ApiClient, token: string) =>
  client.post('/api/v1/candidate_invitation/acceptance', {
    data: { type: 'candidate_invitations', attributes: { token } },
  });

describe('an address that has an account elsewhere', () => {
  it('looks to the new organisation exactly like a new address, and gives no context until accepted', async () => {
    const existing = await buildPerson(t.database.db, { userType: 'client' });
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const coachClient = await t.loginAs(coach);
    const forExisting = await createDossier(coachClient, coach, existing.email);
    const forNew = await createDossier(coachClient, coach, 'nog-niemand@test.koers.nl');

    const seenExisting = await whatTheOrganisationSees(coachClient, forExisting);
    expect(seenExisting).toEqual(await whatTheOrganisationSees(coachClient, forNew));
    expect(seenExisting).toMatchObject({
      accessState: 'freshInvitation',
      client: { hasAccount: false, lastLoginAt: null, invitationAcceptedAt: null },
      publicUserContext: false,
    });

    // The person's own login knows nothing of organisation B yet.
    const own = await t.loginAs(existing);
    const contexts = await own.get('/api/v1/my/user_contexts');
    expect(contexts.body.data.map((item: any) => item.attributes.organization.id)).toEqual([existing.organization.id]);

    // Sending the invitation again is allowed, as for any candidate who has not accepted.
    expect((await coachClient.post(`/api/v1/dossier/${forExisting}/invitation`)).status).toBe(204);
    const [mail] = await mailbox(t, existing.email);
    expect(mail?.subject).toBe(`Uitnodiging van ${coach.organization.name} voor Koers`);
    expect(mail?.text).toContain('Je hebt al een account bij Koers met dit e-mailadres.');
  });

  it('the link alone does not open the account: no new password, acceptance takes logging in as that person', async () => {
    const existing = await buildPerson(t.database.db, { userType: 'client' });
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const coachClient = await t.loginAs(coach);
    const dossierId = await createDossier(coachClient, coach, existing.email);
    const token = await invitationToken(t, existing.email);

    const preview = await t.client().post('/api/v1/candidate_invitation/preview', {
      data: { type: 'candidate_invitations', attributes: { token } },
    });
    expect(preview.body.data.attributes).toMatchObject({
      organizationName: coach.organization.name,
      existingAccount: true,
    });
    const takeover = await t.client().patch('/api/v1/candidate_invitation', {
      data: {
        type: 'candidate_invitations',
        attributes: { token, password: 'Overgenomen-2026', passwordConfirmation: 'Overgenomen-2026' },
      },
    });
    expect(takeover.status).toBe(422);
    expect(takeover.body.errors[0].code).toBe('candidate_invitations.login_required');
    expect((await t.client().login(existing.email, 'Overgenomen-2026')).status).toBe(401);

    expect((await acceptAsAccount(t.client(), token)).status).toBe(401);
    const stranger = await buildPerson(t.database.db);
    const wrong = await acceptAsAccount(await t.loginAs(stranger), token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0].code).toBe('candidate_invitations.other_account');

    const person = await t.loginAs(existing);
    const accepted = await acceptAsAccount(person, token);
    expect(accepted.status).toBe(201);
    const bContext = accepted.body.data.attributes.userContextId as string;
    const contexts = await person.get('/api/v1/my/user_contexts');
    expect(contexts.body.data.map((item: any) => item.id)).toContain(bContext);
    // The link works once.
    expect((await acceptAsAccount(person, token)).status).toBe(422);

    // Now B sees the account; its last login is the last one into B's context, not elsewhere.
    const seen = await whatTheOrganisationSees(coachClient, dossierId);
    expect(seen).toMatchObject({ accessState: 'canLogin', client: { hasAccount: true, lastLoginAt: null } });
    await person.get('/api/v1/my/profile');
    expect((await whatTheOrganisationSees(coachClient, dossierId)).client.lastLoginAt).toBeNull();
    person.userContextId = bContext;
    expect((await person.get('/api/v1/my/profile')).status).toBe(200);
    expect((await whatTheOrganisationSees(coachClient, dossierId)).client.lastLoginAt).not.toBeNull();
  });

  it('changing a dossier’s address to another person’s never says that address has an account', async () => {
    const other = await buildPerson(t.database.db, { userType: 'client' });
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const coachClient = await t.loginAs(coach);
    const dossierId = await createDossier(coachClient, coach, 'eerste-adres@test.koers.nl');
    const detail = await coachClient.get(`/api/v1/dossier/${dossierId}`);
    const personalFileId = detail.body.data.relationships.personalFile.data.id as string;
    const change = await coachClient.patch(`/api/v1/personal_file/${personalFileId}`, {
      data: {
        type: 'personal_files',
        attributes: {
          firstName: 'Sanne',
          lastName: 'Bakker',
          email: other.email,
          phone: null,
          postalCode: null,
          dateOfBirth: null,
        },
      },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    // The other person's login is untouched, and B still sees no account.
    expect((await t.client().login(other.email, TEST_PASSWORD)).status).toBe(201);
    expect(await whatTheOrganisationSees(coachClient, dossierId)).toMatchObject({
      accessState: 'noAccess',
      client: { hasAccount: false, lastLoginAt: null },
    });
  });
});
