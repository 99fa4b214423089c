import type { ApiClient } from '@koers/server-core/testing/api-client';
import type { FeatureFlag } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, buildUser, type Person, TEST_PASSWORD } from '../../testing/factories';
import { invitationToken, mailbox } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const RIGHTS = { administrator: false, accountManager: false, coach: true, canManageOtherCandidates: false };
const invite = (email: string, name: string, rights: Record<string, unknown> = RIGHTS) => ({
  data: { type: 'members', attributes: { email, name, rights } },
});
const membersPath = (person: Person) => `/api/v1/organization/${person.organization.id}/members`;
const acceptWithPassword = (token: string) => ({
  data: {
    type: 'candidate_invitations',
    attributes: { token, password: 'Collega-wachtwoord-1', passwordConfirmation: 'Collega-wachtwoord-1' },
  },
});
const unique = () => Math.random().toString(36).slice(2, 10);

async function administrator(features?: FeatureFlag[]) {
  const organization = await buildOrganization(t.database.db, features ? { features } : {});
  const admin = await buildPerson(t.database.db, {
    organization,
    rights: { administrator: true, coach: true, canManageOtherCandidates: true },
  });
  return { admin, client: await t.loginAs(admin) };
}

describe('Collega uitnodigen', () => {
  it('mails a single-use link; the colleague sets a password and lands in Koers with exactly the given rights', async () => {
    const { admin, client } = await administrator();
    const email = `collega-${unique()}@test.koers.nl`;
    const rights = { administrator: false, accountManager: true, coach: true, canManageOtherCandidates: true };
    const invited = await client.post(membersPath(admin), invite(email, 'Joris Mulder', rights));
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.data.attributes).toMatchObject({ name: 'Joris Mulder', email, rights, state: 'invited' });
    const [mail] = await mailbox(t, email);
    expect(mail?.subject).toBe(`Uitnodiging van ${admin.organization.name} voor Koers`);
    expect(mail?.text).toContain('Je rechten: coach en accountmanager, ook voor de kandidaten van andere coaches.');

    const token = await invitationToken(t, email);
    const preview = await t.client().post('/api/v1/candidate_invitation/preview', {
      data: { type: 'candidate_invitations', attributes: { token } },
    });
    expect(preview.body.data.attributes).toMatchObject({ userType: 'member', existingAccount: false });
    const colleague = t.client();
    const accepted = await colleague.patch('/api/v1/candidate_invitation', acceptWithPassword(token));
    expect(accepted.status).toBe(201);
    const context = accepted.body.included.find((item: any) => item.attributes.userType === 'member');
    expect(context.attributes.rights).toEqual(rights);
    expect(context.attributes.organization.id).toBe(admin.organization.id);
    colleague.userContextId = context.id;
    expect((await colleague.get(`/api/v1/organization/${admin.organization.id}/employers`)).status).toBe(200);
    expect((await t.client().patch('/api/v1/candidate_invitation', acceptWithPassword(token))).status).toBe(422);

    const list = await client.get(membersPath(admin), { query: { _q: 'joris' } });
    expect(list.body.data.map((item: any) => [item.attributes.name, item.attributes.state])).toEqual([
      ['Joris Mulder', 'active'],
    ]);
  });

  it('asks an existing account elsewhere to accept by logging in; until then the organisation sees only what it typed', async () => {
    const elsewhere = await buildPerson(t.database.db, { rights: { coach: true } });
    const { admin, client } = await administrator();
    const invited = await client.post(membersPath(admin), invite(elsewhere.email, 'Zoals getypt'));
    expect(invited.status).toBe(201);
    expect(invited.body.data.attributes).toMatchObject({ name: 'Zoals getypt', state: 'invited', lastLoginAt: null });
    const [mail] = await mailbox(t, elsewhere.email);
    expect(mail?.text).toContain('Je hebt al een account bij Koers met dit e-mailadres.');
    const token = await invitationToken(t, elsewhere.email);
    const takeover = await t.client().patch('/api/v1/candidate_invitation', acceptWithPassword(token));
    expect(takeover.body.errors[0].code).toBe('candidate_invitations.login_required');
    const own = await t.loginAs(elsewhere);
    const before = await own.get('/api/v1/my/user_contexts');
    expect(before.body.data.map((item: any) => item.attributes.organization.id)).toEqual([elsewhere.organization.id]);

    const accepted = await own.post('/api/v1/candidate_invitation/acceptance', {
      data: { type: 'candidate_invitations', attributes: { token } },
    });
    expect(accepted.status).toBe(201);
    const after = await client.get(`/api/v1/member/${invited.body.data.id}`);
    expect(after.body.data.attributes).toMatchObject({
      name: elsewhere.user.name,
      email: elsewhere.email,
      state: 'active',
    });
  });

  it('refuses bad input with a Dutch 422 at the field, and a colleague who works here already', async () => {
    const { admin, client } = await administrator();
    const cases: Array<[unknown, string, string]> = [
      [invite('geen-adres', 'Naam'), '/data/attributes/email', 'Vul een geldig e-mailadres in.'],
      [invite(`a-${unique()}@test.koers.nl`, ''), '/data/attributes/name', 'Vul de naam in.'],
      [
        invite(`b-${unique()}@test.koers.nl`, 'Naam', { ...RIGHTS, coach: false }),
        '/data/attributes/rights/administrator',
        'Kies ten minste één recht: beheerder, accountmanager of coach.',
      ],
      [
        invite(`c-${unique()}@test.koers.nl`, 'Naam', {
          ...RIGHTS,
          coach: false,
          accountManager: true,
          canManageOtherCandidates: true,
        }),
        '/data/attributes/rights/canManageOtherCandidates',
        'Alleen een coach kan de kandidaten van andere coaches beheren.',
      ],
      [
        invite(admin.email, 'Ikzelf'),
        '/data/attributes/email',
        `Deze collega werkt al in Koers bij ${admin.organization.name}.`,
      ],
    ];
    for (const [body, pointer, detail] of cases) {
      const response = await client.post(membersPath(admin), body);
      expect(response.status, pointer).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ detail, source: { pointer } });
    }
  });

  it('takes the feature MembershipInvitations_Admin; the list is for administrators; other organisations are 404', async () => {
    const { admin, client } = await administrator(['Dossiers_Add']);
    expect((await client.get(membersPath(admin))).status).toBe(200);
    const refused = await client.post(membersPath(admin), invite(`d-${unique()}@test.koers.nl`, 'Naam'));
    expect(refused.status).toBe(403);
    const coach = await buildPerson(t.database.db, { organization: admin.organization, rights: { coach: true } });
    expect((await (await t.loginAs(coach)).get(membersPath(admin))).status).toBe(403);
    expect((await t.client().get(membersPath(admin))).status).toBe(401);
    const other = await administrator();
    expect((await other.client.get(membersPath(admin))).status).toBe(404);
    expect((await other.client.post(membersPath(admin), invite(`e-${unique()}@test.koers.nl`, 'N'))).status).toBe(404);
    expect((await other.client.get(`/api/v1/member/${coach.context.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/v1/member/${coach.context.id}/invitation`)).status).toBe(404);
    const deactivation = await other.client.post(`/api/v1/member/${coach.context.id}/deactivation`, {
      data: { type: 'member_deactivations', attributes: { successorId: null } },
    });
    expect(deactivation.status).toBe(404);
    const patch = await other.client.patch(`/api/v1/member/${coach.context.id}`, {
      data: { type: 'members', attributes: { rights: RIGHTS } },
    });
    expect(patch.status).toBe(404);
    const foreignContext = await client.get(membersPath(admin), { query: { user_context_id: other.admin.context.id } });
    expect(foreignContext.status).toBe(403);
  });

  it('sending again makes the earlier link dead; withdrawing leaves nothing to accept', async () => {
    const { admin, client } = await administrator();
    const email = `opnieuw-${unique()}@test.koers.nl`;
    const { body } = await client.post(membersPath(admin), invite(email, 'Fenna Bos'));
    const first = await invitationToken(t, email);
    const again = await client.post(`/api/v1/member/${body.data.id}/invitation`);
    expect(again.status).toBe(200);
    const second = await invitationToken(t, email);
    expect(second).not.toBe(first);
    expect((await t.client().patch('/api/v1/candidate_invitation', acceptWithPassword(first))).status).toBe(422);
    expect((await client.delete(`/api/v1/member/${body.data.id}/invitation`)).status).toBe(204);
    expect((await t.client().patch('/api/v1/candidate_invitation', acceptWithPassword(second))).status).toBe(422);
    expect((await client.get(`/api/v1/member/${body.data.id}`)).status).toBe(404);
  });

  it('pages by 20 and searches on name and address', async () => {
    const { admin, client } = await administrator();
    for (let index = 0; index < 21; index++) {
      const user = await buildUser(t.database.db, { name: `Teamlid ${String(index).padStart(2, '0')}` });
      await buildPerson(t.database.db, { organization: admin.organization, user, rights: { coach: true } });
    }
    const first = await client.get(membersPath(admin), { query: { _count: 'true' } });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta.count).toBe(22);
    const second = await client.get(membersPath(admin), { query: { _count: 'true', 'page[number]': '2' } });
    expect(second.body.data).toHaveLength(2);
    const found = await client.get(membersPath(admin), { query: { _q: 'teamlid 07' } });
    expect(found.body.data.map((item: any) => item.attributes.name)).toEqual(['Teamlid 07']);
    const byEmail = await client.get(membersPath(admin), { query: { _q: admin.email.slice(0, 12) } });
    expect(byEmail.body.data.map((item: any) => item.id)).toEqual([admin.context.id]);
  });
});

describe('Rechten en deactiveren', () => {
  async function team() {
    const { admin, client } = await administrator();
    const coach = await buildPerson(t.database.db, { organization: admin.organization, rights: { coach: true } });
    const successor = await buildPerson(t.database.db, { organization: admin.organization, rights: { coach: true } });
    return { admin, client, coach, successor };
  }
  const deactivate = (client: ApiClient, id: string, successorId: string | null) =>
    client.post(`/api/v1/member/${id}/deactivation`, {
      data: { type: 'member_deactivations', attributes: { successorId } },
    });
  const setRights = (client: ApiClient, id: string, rights: Record<string, boolean>) =>
    client.patch(`/api/v1/member/${id}`, { data: { type: 'members', attributes: { rights } } });

  it('changes rights, which hold from the colleague’s next request', async () => {
    const { client, coach } = await team();
    const coachClient = await t.loginAs(coach);
    expect((await coachClient.get(`/api/v1/organization/${coach.organization.id}/employers`)).status).toBe(403);
    const changed = await setRights(client, coach.context.id, { ...RIGHTS, accountManager: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.rights.accountManager).toBe(true);
    expect((await coachClient.get(`/api/v1/organization/${coach.organization.id}/employers`)).status).toBe(200);
  });

  it('never leaves the organisation without an administrator, also not by the administrator themselves', async () => {
    const { admin, client, coach } = await team();
    const demoted = await setRights(client, admin.context.id, RIGHTS);
    expect(demoted.status).toBe(422);
    expect(demoted.body.errors[0]).toMatchObject({
      code: 'members.last_administrator',
      source: { pointer: '/data/attributes/rights/administrator' },
    });
    expect((await deactivate(client, admin.context.id, null)).status).toBe(403);
    expect((await setRights(client, coach.context.id, { ...RIGHTS, administrator: true })).status).toBe(200);
    expect((await setRights(client, admin.context.id, RIGHTS)).status).toBe(200);
    // No longer an administrator: the members' pages are closed to them.
    expect((await client.get(membersPath(admin))).status).toBe(403);
  });

  it('deactivating hands every dossier to the chosen colleague and ends the sessions, in one transaction', async () => {
    const { client, coach, successor, admin } = await team();
    const { dossier: active } = await buildDossier(t.database.db, { coaches: [coach] });
    const { dossier: archived } = await buildDossier(t.database.db, { coaches: [coach], archivedAt: new Date() });
    const coachClient = await t.loginAs(coach);
    const detail = await client.get(`/api/v1/member/${coach.context.id}`);
    expect(detail.body.data.attributes).toMatchObject({ activeDossierCount: 1, archivedDossierCount: 1 });
    expect(detail.body.data.meta.can).toMatchObject({ deactivate: true, reactivate: false });

    const without = await deactivate(client, coach.context.id, null);
    expect(without.status).toBe(422);
    expect(without.body.errors[0].source.pointer).toBe('/data/attributes/successorId');
    for (const wrong of [coach.context.id, admin.organization.id]) {
      const response = await deactivate(client, coach.context.id, wrong);
      expect(response.status).toBe(422);
      expect(response.body.errors[0].code).toBe('members.unknown_successor');
    }
    // Nothing of a refused deactivation happened.
    expect((await coachClient.get(`/api/v1/dossier/${active.id}`)).status).toBe(200);

    const done = await deactivate(client, coach.context.id, successor.context.id);
    expect(done.status).toBe(200);
    expect(done.body.data.attributes).toMatchObject({ state: 'deactivated', activeDossierCount: 0 });
    expect((await coachClient.get('/api/v1/session')).status).toBe(401);
    expect((await t.client().login(coach.email, TEST_PASSWORD)).status).toBe(403);
    const successorClient = await t.loginAs(successor);
    for (const dossier of [active, archived]) {
      const read = await successorClient.get(`/api/v1/dossier/${dossier.id}`);
      expect(read.status).toBe(200);
    }
    const reactivated = await client.delete(`/api/v1/member/${coach.context.id}/deactivation`);
    expect(reactivated.body.data.attributes.state).toBe('active');
    expect((await t.client().login(coach.email, TEST_PASSWORD)).status).toBe(201);
  });

  it('a colleague who also works elsewhere keeps that session; only this organisation’s context closes', async () => {
    const { client, coach } = await team();
    const elsewhere = await buildOrganization(t.database.db);
    await buildPerson(t.database.db, { organization: elsewhere, user: coach.user, rights: { coach: true } });
    const coachClient = t.client();
    await coachClient.login(coach.email, TEST_PASSWORD);
    coachClient.userContextId = coach.context.id;
    expect((await coachClient.get('/api/v1/sectors')).status).toBe(200);
    expect((await deactivate(client, coach.context.id, null)).status).toBe(200);
    expect((await coachClient.get('/api/v1/sectors')).status).toBe(403);
    const contexts = await coachClient.get('/api/v1/my/user_contexts');
    expect(contexts.body.data.map((item: any) => item.attributes.organization.id)).toEqual([elsewhere.id]);
  });
});
