import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, buildUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const path = (organizationId: string) => `/api/v1/organization/${organizationId}/team`;

describe('GET /api/v1/organization/{id}/team', () => {
  it('shows each coach with active dossiers, the tracks ending within 30 days and the last activity', async () => {
    const admin = await buildPerson(t.database.db, { rights: { administrator: true } });
    const organization = admin.organization;
    const anna = await buildPerson(t.database.db, {
      organization,
      user: await buildUser(t.database.db, { name: 'Anna Coach' }),
      rights: { coach: true },
    });
    const bert = await buildPerson(t.database.db, {
      organization,
      user: await buildUser(t.database.db, { name: 'Bert Coach' }),
      rights: { coach: 'true' },
    });
    await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const today = todayInAmsterdam();
    const soon = await buildDossier(t.database.db, {
      coaches: [anna],
      name: 'Sanne Snel',
      track: { startsOn: addDays(today, -200), endsOn: addDays(today, 30) },
    });
    await buildDossier(t.database.db, {
      coaches: [anna, bert],
      track: { startsOn: addDays(today, -10), endsOn: addDays(today, 31) },
    });
    await buildDossier(t.database.db, {
      coaches: [anna],
      archivedAt: new Date(),
      track: { startsOn: addDays(today, -10), endsOn: addDays(today, 3) },
    });
    // Anna opens a dossier: her last activity.
    const annaClient = await t.loginAs(anna);
    expect((await annaClient.get(`/api/v1/dossier/${soon.dossier.id}`)).status).toBe(200);

    const response = await (await t.loginAs(admin)).get(path(organization.id));
    expect(response.status).toBe(200);
    expect(response.body.meta).toMatchObject({ count: 2, endingWithinDays: 30 });
    const [first, second] = response.body.data;
    expect(first.attributes).toMatchObject({
      name: 'Anna Coach',
      activeDossierCount: 2,
      endingTracks: [{ dossierId: soon.dossier.id, name: 'Sanne Snel', endsOn: addDays(today, 30) }],
    });
    expect(Date.now() - Date.parse(first.attributes.lastActivityAt)).toBeLessThan(60_000);
    expect(second.attributes).toMatchObject({
      name: 'Bert Coach',
      activeDossierCount: 1,
      endingTracks: [],
      lastActivityAt: null,
    });
  });

  it('is for administrators and coaches who manage every candidate: 401, 403, and 404 for another organisation', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    expect((await t.client().get(path(coach.organization.id))).status).toBe(401);
    expect((await (await t.loginAs(coach)).get(path(coach.organization.id))).status).toBe(403);
    const lead = await buildPerson(t.database.db, {
      organization: coach.organization,
      rights: { coach: true, canManageOtherCandidates: true },
    });
    const leadClient = await t.loginAs(lead);
    expect((await leadClient.get(path(coach.organization.id))).status).toBe(200);
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    expect((await (await t.loginAs(stranger)).get(path(coach.organization.id))).status).toBe(404);
    expect((await leadClient.get('/api/v1/organization/geen-id/team')).status).toBe(404);
  });
});
