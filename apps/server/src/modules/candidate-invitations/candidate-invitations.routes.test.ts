import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, type Person } from '../../testing/factories';
import { invitationToken } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const accept = (token: string, password = 'Mijn-nieuwe-wachtwoord', confirmation = password) => ({
  data: { type: 'candidate_invitations', attributes: { token, password, passwordConfirmation: confirmation } },
});

async function newDossier(coach: Person, email: string) {
  const client = await t.loginAs(coach);
  const response = await client.post(`/api/v1/organization/${coach.organization.id}/dossier`, {
    data: {
      type: 'dossiers',
      attributes: { firstName: 'Iris', lastName: 'Kok', email, startsOn: '2026-01-01', endsOn: '2026-12-31' },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { client, dossierId: response.body.data.id as string };
}

describe('candidate invitations', () => {
  it('accepting sets the password, logs in, and works only once', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { client: coachClient, dossierId } = await newDossier(coach, 'iris.kok@test.koers.nl');
    const token = await invitationToken(t, 'iris.kok@test.koers.nl');

    const preview = await t.client().post('/api/v1/candidate_invitation/preview', {
      data: { type: 'candidate_invitations', attributes: { token } },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.attributes).toMatchObject({ name: 'Iris Kok', organizationName: coach.organization.name });

    const candidate = t.client();
    const accepted = await candidate.patch('/api/v1/candidate_invitation', accept(token));
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('set-cookie')).toMatch(/^koers_session=/);
    const context = accepted.body.included.find((item: any) => item.attributes.userType === 'client');
    candidate.userContextId = context.id;
    expect((await candidate.get('/api/v1/my/profile')).status).toBe(200);
    expect((await t.client().login('iris.kok@test.koers.nl', 'Mijn-nieuwe-wachtwoord')).status).toBe(201);

    const again = await t.client().patch('/api/v1/candidate_invitation', accept(token));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      detail: 'Deze uitnodiging is verlopen of al gebruikt. Vraag je coach om een nieuwe uitnodiging.',
      source: { pointer: '/data/attributes/token' },
    });
    const detail = await coachClient.get(`/api/v1/dossier/${dossierId}`);
    expect(detail.body.data.attributes.accessState).toBe('canLogin');
  });

  it('422 for a weak or unconfirmed password, and for an unknown token', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    await newDossier(coach, 'zwak@test.koers.nl');
    const token = await invitationToken(t, 'zwak@test.koers.nl');
    const weak = await t.client().patch('/api/v1/candidate_invitation', accept(token, 'kort'));
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].source.pointer).toBe('/data/attributes/password');
    const different = await t
      .client()
      .patch('/api/v1/candidate_invitation', accept(token, 'Lang-genoeg-123', 'Anders-123456'));
    expect(different.body.errors[0].source.pointer).toBe('/data/attributes/passwordConfirmation');
    const unknown = await t.client().patch('/api/v1/candidate_invitation', accept('x'.repeat(43)));
    expect(unknown.status).toBe(422);
    // The token still works after failed attempts.
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(token))).status).toBe(201);
  });

  it('resending revokes the earlier link; a candidate who can log in needs none (422)', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { client, dossierId } = await newDossier(coach, 'opnieuw@test.koers.nl');
    const first = await invitationToken(t, 'opnieuw@test.koers.nl');
    expect((await client.post(`/api/v1/dossier/${dossierId}/invitation`)).status).toBe(204);
    const second = await invitationToken(t, 'opnieuw@test.koers.nl');
    expect(second).not.toBe(first);
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(first))).status).toBe(422);
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(second))).status).toBe(201);
    const needless = await client.post(`/api/v1/dossier/${dossierId}/invitation`);
    expect(needless.status).toBe(422);
    expect(needless.body.errors[0].detail).toBe('De kandidaat kan al inloggen; een uitnodiging is niet nodig.');
  });

  it('an expired invitation is shown as such and can be renewed; other organisations get 404', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach], account: 'expired' });
    const client = await t.loginAs(coach);
    expect((await client.get(`/api/v1/dossier/${dossier.id}`)).body.data.attributes.accessState).toBe(
      'invitationExpired',
    );
    expect((await client.post(`/api/v1/dossier/${dossier.id}/invitation`)).status).toBe(204);
    expect((await client.get(`/api/v1/dossier/${dossier.id}`)).body.data.attributes.accessState).toBe(
      'freshInvitation',
    );
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    expect((await (await t.loginAs(stranger)).post(`/api/v1/dossier/${dossier.id}/invitation`)).status).toBe(404);
  });

  it('archiving revokes an open invitation', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { client, dossierId } = await newDossier(coach, 'archief@test.koers.nl');
    const token = await invitationToken(t, 'archief@test.koers.nl');
    expect((await client.post(`/api/v1/dossier/${dossierId}/archive`)).status).toBe(200);
    expect((await t.client().patch('/api/v1/candidate_invitation', accept(token))).status).toBe(422);
  });
});
