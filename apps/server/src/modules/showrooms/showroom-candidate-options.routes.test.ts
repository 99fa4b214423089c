import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildCandidateProfile, buildShowroomConsent } from '../../testing/showroom-factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'showrooms', attributes } });
const candidates = (dossierIds: string[]) => [{ type: 'candidates', title: 'Kandidaten', dossierIds }];
const pointers = (response: { body: { errors: Array<{ source?: { pointer?: string } }> } }) =>
  response.body.errors.map((error) => error.source?.pointer);

describe('choosing candidates for a showroom (issue 35.1)', () => {
  it('offers an account manager only the consented, active candidates of the own organisation, by name', async () => {
    const organization = await buildOrganization(t.database.db);
    const manager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const dossier = async (name: string, consent: { candidate?: boolean; coach?: boolean }, archived = false) => {
      const built = await buildDossier(t.database.db, {
        organization,
        name,
        ...(archived ? { archivedAt: new Date() } : {}),
      });
      if (consent.candidate || consent.coach) {
        await buildShowroomConsent(t.database.db, organization.id, built.dossier.id, consent);
      }
      return built.dossier;
    };
    const bram = await dossier('Bram Bakker', { candidate: true, coach: true });
    const anna = await dossier('Anna Smit', { candidate: true, coach: true });
    await buildCandidateProfile(t.database.db, organization.id, anna.id, {
      profile: { title: 'Monteur', postalCode: '3511AB' },
      personalFile: { city: 'Utrecht' },
    });
    const onlyCandidate = await dossier('Carla Candidaat', { candidate: true });
    await dossier('Dirk Coach', { coach: true });
    await dossier('Eva Niemand', {});
    await dossier('Frits Gearchiveerd', { candidate: true, coach: true }, true);
    const elsewhere = (await buildDossier(t.database.db, { name: 'Bram Elders' })).dossier;
    await buildShowroomConsent(t.database.db, elsewhere.organizationId, elsewhere.id, { candidate: true, coach: true });

    const path = `/api/v1/organization/${organization.id}/showroom_candidate_options`;
    expect((await t.client().get(path)).status).toBe(401);
    const client = await t.loginAs(manager);
    const listed = await client.get(path);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        type: 'showroom_candidate_options',
        id: anna.id,
        attributes: { name: 'Anna Smit', occupation: 'Monteur', region: 'Utrecht' },
      },
      {
        type: 'showroom_candidate_options',
        id: bram.id,
        attributes: { name: 'Bram Bakker', occupation: null, region: null },
      },
    ]);
    const searched = await client.get(`${path}?_q=BRAM`);
    expect(searched.body.data.map((item: { id: string }) => item.id)).toEqual([bram.id]);
    expect((await client.get(`${path}?_q=%25`)).body.data).toEqual([]);
    // A showroom's candidates by id: named only when both agreed and of this organisation.
    const byId = await client.get(`${path}?filter[id]=${[bram.id, onlyCandidate.id, elsewhere.id].join(',')}`);
    expect(byId.body.data.map((item: { id: string }) => item.id)).toEqual([bram.id]);
    expect((await client.get(`${path}?filter[id]=niet-een-id`)).status).toBe(400);
    for (const q of ['%00', 'a%01b%7F', 'x'.repeat(5000), '%5C', '_']) {
      expect((await client.get(`${path}?_q=${q}`)).status, q.slice(0, 10)).toBeLessThan(500);
    }
    // A coach may use it too; other roles may not, and another organisation's composer finds nothing here.
    expect((await (await t.loginAs(coach)).get(path)).status).toBe(200);
    for (const person of [
      await buildPerson(t.database.db, { organization, userType: 'client' }),
      await buildPerson(t.database.db, { organization, userType: 'contact' }),
      await buildPerson(t.database.db, { organization, rights: { administrator: true } }),
    ]) {
      expect((await (await t.loginAs(person)).get(path)).status).toBe(403);
    }
    const otherManager = await buildPerson(t.database.db, { rights: { accountManager: true } });
    expect((await (await t.loginAs(otherManager)).get(path)).status).toBe(404);

    // At most 20 at a time.
    for (let index = 0; index < 21; index += 1) {
      await dossier(`Zeger ${String(index).padStart(2, '0')}`, { candidate: true, coach: true });
    }
    expect((await client.get(path)).body.data).toHaveLength(20);

    // The account manager adds a consented candidate; one without both agreements is refused at its pointer.
    const showrooms = `/api/v1/organization/${organization.id}/showroom`;
    const added = await client.post(showrooms, body({ name: 'Techniek', contentBlocks: candidates([bram.id]) }));
    expect(added.status).toBe(201);
    const refused = await client.post(
      showrooms,
      body({
        name: 'Techniek',
        contentBlocks: [{ type: 'text', text: 'Welkom' }, ...candidates([bram.id, onlyCandidate.id])],
      }),
    );
    expect(refused.status).toBe(422);
    expect(pointers(refused)).toEqual(['/data/attributes/contentBlocks/1/dossierIds/1']);
    expect(refused.body.errors[0].detail).toMatch(/toestemming/);
    const changed = await client.patch(
      `/api/v1/showroom/${added.body.data.id}`,
      body({ contentBlocks: candidates([bram.id, onlyCandidate.id]) }),
    );
    expect(changed.status).toBe(422);
    expect(pointers(changed)).toEqual(['/data/attributes/contentBlocks/0/dossierIds/1']);

    // A coach still adds someone who has not agreed yet (the consent flow then asks) …
    const coachs = await (await t.loginAs(coach)).post(
      showrooms,
      body({ name: 'Van de coach', contentBlocks: candidates([onlyCandidate.id]) }),
    );
    expect(coachs.status).toBe(201);
    // … and the account manager keeps that candidate when editing the showroom, but adds no other.
    const kept = await client.patch(
      `/api/v1/showroom/${coachs.body.data.id}`,
      body({ name: 'Hernoemd', contentBlocks: candidates([onlyCandidate.id, anna.id]) }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.attributes.contentBlocks[0].dossierIds).toEqual([onlyCandidate.id, anna.id]);
  });
});
