import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

const werkpad = demoId(DEMO_ORGANIZATIONS.werkpad.key);

describe('demo dossiers', () => {
  it('give the administrator about forty candidates in every view and access state', async () => {
    const client = await t.loginAsDemo('beheerder@demo.koers.nl');
    const path = `/api/v1/organization/${werkpad}/dossiers`;
    const count = async (query: Record<string, string>) =>
      (await client.get(path, { query: { ...query, _count: 'true' } })).body.meta.count as number;
    const active = await count({});
    const archived = await count({ 'filter[view]': 'archived' });
    expect(active + archived).toBe(40);
    expect(archived).toBeGreaterThanOrEqual(3);
    expect(await count({ 'filter[view]': 'archivingSoon' })).toBeGreaterThan(0);
    for (const access of ['canLogin', 'freshInvitation', 'invitationExpired', 'noAccess']) {
      expect(await count({ 'filter[access]': access })).toBeGreaterThan(0);
    }
  });

  it('archived dossiers were archived in the past, after their track ended', async () => {
    const client = await t.loginAsDemo('beheerder@demo.koers.nl');
    const response = await client.get(`/api/v1/organization/${werkpad}/dossiers`, {
      query: { 'filter[view]': 'archived' },
    });
    expect(response.body.data.length).toBeGreaterThanOrEqual(3);
    for (const dossier of response.body.data) {
      const { archivedAt, trackEndsOn } = dossier.attributes;
      expect(Date.parse(archivedAt)).toBeLessThanOrEqual(Date.now());
      expect(trackEndsOn < archivedAt.slice(0, 10)).toBe(true);
    }
  });

  it('the coach without canManageOtherCandidates sees only the caseload they coach', async () => {
    const client = await t.loginAsDemo('coach@demo.koers.nl');
    const response = await client.get(`/api/v1/organization/${werkpad}/dossiers`, {
      query: { _count: 'true', include: 'coaches' },
    });
    const coachTeamMember = demoId('team-member:coach:werkpad');
    expect(response.body.meta.count).toBeGreaterThan(10);
    for (const dossier of response.body.data) {
      expect(dossier.relationships.coaches.data.map((coach: { id: string }) => coach.id)).toContain(coachTeamMember);
    }
  });

  it('the demo candidate has a filled-in profile and a track', async () => {
    const client = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const profile = await client.get('/api/v1/my/profile');
    expect(profile.body.data.attributes).toMatchObject({ name: 'Daan Bakker', title: 'Timmerman' });
    expect(profile.body.data.attributes.completeness).toBeGreaterThanOrEqual(50);
    const dossier = await client.get(`/api/v1/dossier/${demoId('dossier:daan-bakker')}`, {
      query: { include: 'track' },
    });
    expect(dossier.body.data.attributes.trackEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
