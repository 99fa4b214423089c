import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson } from '../../testing/factories';
import { invitationToken, mailbox } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const unique = () => Math.random().toString(36).slice(2, 10);
const newOrganization = (overrides: Record<string, unknown> = {}) => ({
  data: {
    type: 'maintained_organizations',
    attributes: {
      name: `Loopbaanhuis ${unique()}`,
      subscriptionEndsOn: '2027-12-31',
      features: ['Dossiers_Add', 'MembershipInvitations_Admin'],
      host: `loopbaanhuis-${unique()}.koers.test`,
      primaryColour: '#6A1B9A',
      administratorName: 'Fatima El Amrani',
      administratorEmail: `beheer-${unique()}@loopbaanhuis.test`,
      ...overrides,
    },
  },
});

async function maintainer() {
  const person = await buildPerson(t.database.db, { userType: 'maintainer' });
  return { person, client: await t.loginAs(person) };
}

describe('the maintainer console: only the super user', () => {
  it('401 without a session, 403 for an administrator, a coach, a candidate and an employer contact', async () => {
    expect((await t.client().get('/api/v1/maintainer/organizations')).status).toBe(401);
    for (const who of [
      { rights: { administrator: true, coach: true, canManageOtherCandidates: true } },
      { rights: { coach: true } },
      { userType: 'client' as const },
      { userType: 'contact' as const },
    ]) {
      const client = await t.loginAs(await buildPerson(t.database.db, who));
      expect((await client.get('/api/v1/maintainer/organizations')).status).toBe(403);
      expect((await client.get('/api/v1/maintainer/audit_records')).status).toBe(403);
      expect((await client.post('/api/v1/maintainer/organizations', newOrganization())).status).toBe(403);
    }
  });
});

describe('the maintainer console', () => {
  it('lists every organisation with its members, active dossiers, employers and last activity', async () => {
    const { client } = await maintainer();
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    await buildDossier(t.database.db, { organization: coach.organization });
    // Last activity: the coach works in the organisation's context.
    const coachClient = await t.loginAs(coach);
    expect((await coachClient.get(`/api/v1/organization/${coach.organization.id}/dossiers`)).status).toBe(200);
    const list = await client.get('/api/v1/maintainer/organizations');
    expect(list.status).toBe(200);
    const row = list.body.data.find((item: any) => item.id === coach.organization.id);
    expect(row.attributes).toMatchObject({ memberCount: 1, activeDossierCount: 1, employerCount: 0 });
    expect(row.attributes.lastActivityAt).not.toBeNull();
  });

  it('creates an organisation whose first administrator is invited, logs in with the rights, and it is recorded', async () => {
    const { person, client } = await maintainer();
    const body = newOrganization();
    const created = await client.post('/api/v1/maintainer/organizations', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const organizationId = created.body.data.id;
    const email = body.data.attributes.administratorEmail;
    const [mail] = await mailbox(t, email);
    expect(mail?.subject).toBe(`Uitnodiging van ${body.data.attributes.name} voor Koers`);
    const accepted = await t.client().patch('/api/v1/candidate_invitation', {
      data: {
        type: 'candidate_invitations',
        attributes: {
          token: await invitationToken(t, email),
          password: 'Beheer-wachtwoord-1',
          passwordConfirmation: 'Beheer-wachtwoord-1',
        },
      },
    });
    expect(accepted.status).toBe(201);
    const context = accepted.body.included.find((item: any) => item.attributes.userType === 'member');
    expect(context.attributes.rights).toMatchObject({ administrator: true });
    expect(context.attributes.organization.id).toBe(organizationId);
    const theme = await t.client().get(`/api/v1/themes/${Buffer.from(body.data.attributes.host).toString('base64')}`);
    expect(theme.body.data.attributes.palette.primary).toBe('#6A1B9A');

    const audit = await client.get('/api/v1/maintainer/audit_records');
    expect(audit.body.data[0].attributes).toMatchObject({
      action: 'organization.create',
      actorName: person.user.name,
      organizationId,
    });
  });

  it('changes subscription and features, recording what changed; subscriptions keep being enforced', async () => {
    const { client } = await maintainer();
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const coachClient = await t.loginAs(coach);
    const changed = await client.patch(`/api/v1/maintainer/organization/${coach.organization.id}`, {
      data: {
        type: 'maintained_organizations',
        attributes: { subscriptionEndsOn: '2020-01-31', features: ['Dossiers_Add'] },
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await coachClient.get(`/api/v1/organization/${coach.organization.id}/dossiers`)).status).toBe(403);
    const [record] = (await client.get('/api/v1/maintainer/audit_records')).body.data;
    expect(record.attributes.action).toBe('organization.update');
    expect(record.attributes.changes.subscriptionEndsOn).toMatchObject({ to: '2020-01-31' });
    expect(record.attributes.changes.features.added).toEqual([]);
  });

  it('422 with a pointer for bad input and a host in use; 404 for an organisation that does not exist; nothing written', async () => {
    const { client } = await maintainer();
    const badColour = await client.post(
      '/api/v1/maintainer/organizations',
      newOrganization({ primaryColour: 'paars' }),
    );
    expect(badColour.status).toBe(422);
    expect(badColour.body.errors[0].source.pointer).toBe('/data/attributes/primaryColour');
    const badFeature = await client.post(
      '/api/v1/maintainer/organizations',
      newOrganization({ features: ['Vliegen'] }),
    );
    expect(badFeature.status).toBe(422);
    const first = newOrganization();
    expect((await client.post('/api/v1/maintainer/organizations', first)).status).toBe(201);
    const sameHost = newOrganization({ host: first.data.attributes.host });
    const taken = await client.post('/api/v1/maintainer/organizations', sameHost);
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].source.pointer).toBe('/data/attributes/host');
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from organizations where name = $1',
      [sameHost.data.attributes.name],
    );
    expect(count?.n).toBe(0);
    expect(await mailbox(t, sameHost.data.attributes.administratorEmail)).toHaveLength(0);
    const missing = await client.patch(`/api/v1/maintainer/organization/${crypto.randomUUID()}`, {
      data: { type: 'maintained_organizations', attributes: { subscriptionEndsOn: null, features: [] } },
    });
    expect(missing.status).toBe(404);
  });
});
