import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildShowroom, buildShowroomConsent } from '../../testing/showroom-factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const db = () => t.database.db;
const ids = (response: { body: { data: Array<{ id: string }> } }) => response.body.data.map((item) => item.id);

describe('showrooms loaded per user type (SPEC §6)', () => {
  it('a member loads the showrooms by their own team-member id, drafts included; anyone else’s id is not found', async () => {
    const coach = await buildPerson(db(), { rights: { coach: true } });
    const organization = coach.organization;
    const draft = await buildShowroom(db(), { organizationId: organization.id, name: 'Concept' });
    const client = await t.loginAs(coach);
    const own = await client.get(`/api/v1/team_members/${coach.context.teamMemberId}/showrooms`);
    expect(own.status).toBe(200);
    expect(ids(own)).toEqual([draft.id]);
    expect(own.body.data[0].attributes).toMatchObject({ name: 'Concept', status: 'draft' });

    const colleague = await buildPerson(db(), { organization, rights: { accountManager: true } });
    expect((await client.get(`/api/v1/team_members/${colleague.context.teamMemberId}/showrooms`)).status).toBe(404);
    const contact = await t.loginAs(await buildPerson(db(), { organization, userType: 'contact' }));
    expect((await contact.get(`/api/v1/team_members/${coach.context.teamMemberId}/showrooms`)).status).toBe(403);
    const foreign = await t.loginAs(await buildPerson(db(), { rights: { coach: true } }));
    expect((await foreign.get(`/api/v1/team_members/${coach.context.teamMemberId}/showrooms`)).status).toBe(404);
  });

  it('a candidate sees in which published showrooms they appear, which employers those reach and what they show', async () => {
    const coach = await buildPerson(db(), { rights: { coach: true } });
    const organization = coach.organization;
    const { dossier, candidate } = await buildDossier(db(), { organization, coaches: [coach] });
    const { employer } = await buildEmployer(db(), { organization, values: { name: 'Bakkerij De Korf' } });
    const block = [{ type: 'candidates' as const, title: null, dossierIds: [dossier.id] }];
    await buildShowroomConsent(db(), organization.id, dossier.id, { candidate: true, coach: true });
    const published = await buildShowroom(db(), {
      organizationId: organization.id,
      name: 'Vakmensen',
      published: true,
      employerIds: [employer.id],
      contentBlocks: block,
    });
    const draft = await buildShowroom(db(), {
      organizationId: organization.id,
      name: 'Nog niet af',
      contentBlocks: block,
    });
    await buildShowroom(db(), { organizationId: organization.id, name: 'Zonder Fenna', published: true });
    const path = `/api/v1/dossier/${dossier.id}/showrooms`;

    const mine = await (await t.loginAs(candidate ?? coach)).get(path);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: published.id,
        attributes: expect.objectContaining({
          name: 'Vakmensen',
          status: 'published',
          employers: ['Bakkerij De Korf'],
          exposure: 'anonymous',
        }),
      }),
    ]);
    // The coach sees the drafts the candidate is in as well.
    const coachView = await (await t.loginAs(coach)).get(path);
    expect(ids(coachView).sort()).toEqual([published.id, draft.id].sort());

    const otherCandidate = (await buildDossier(db(), { organization })).candidate;
    expect((await (await t.loginAs(otherCandidate ?? coach)).get(path)).status).toBe(403);
    const contact = await t.loginAs(await buildPerson(db(), { organization, userType: 'contact' }));
    expect((await contact.get(path)).status).toBe(403);
    const foreign = await t.loginAs(
      await buildPerson(db(), { organization: await buildOrganization(db()), rights: { administrator: true } }),
    );
    expect((await foreign.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
  });
});
