import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, type Person } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

/** A coached candidate with a filled-in profile and one favourite occupation. */
async function candidateWithProfile() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
  if (!candidate) throw new Error('no candidate');
  const own = await t.loginAs(candidate);
  const profile = await own.get('/api/v1/my/profile');
  const patched = await own.patch(`/api/v1/profile/${profile.body.data.id}`, {
    data: {
      type: 'profiles',
      id: profile.body.data.id,
      attributes: {
        postalCode: '3511 AB',
        educationLevelSoft: 'mbo4',
        hoursPerWeekMin: 24,
        hoursPerWeekMax: 32,
        favoriteOccupations: [
          { code: 'http://data.europa.eu/esco/occupation/verpleegkundige', label: 'Verpleegkundige' },
        ],
        workExperience: [
          {
            position: 'Helpende',
            employer: 'Zorgcentrum',
            city: null,
            startMonth: '2019-01',
            endMonth: '2021-12',
            description: null,
          },
        ],
      },
    },
  });
  expect(patched.status).toBe(200);
  const occupationId = randomUUID();
  const favourite = await own.post('/api/v1/favorite', {
    data: { type: 'favorites', attributes: { favorableType: 'Taxonomy::Occupation', favorableId: occupationId } },
  });
  expect(favourite.status).toBe(201);
  return { coach, dossier, candidate, own, occupationId };
}

describe('GET /api/v1/dossier/{id}/match_profile', () => {
  it('gives the candidate what the match reads of their profile and favourites', async () => {
    const { dossier, own, occupationId } = await candidateWithProfile();
    const response = await own.get(`/api/v1/dossier/${dossier.id}/match_profile`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      type: 'match_profiles',
      id: dossier.id,
      attributes: {
        postalCode: '3511',
        educationLevel: 'mbo4',
        occupationCodes: ['http://data.europa.eu/esco/occupation/verpleegkundige'],
        occupationIds: [occupationId],
        hoursMin: 24,
        hoursMax: 32,
        experienceYears: 3,
        interestCode: null,
      },
    });
  });

  it("gives the candidate's coach the same, in dossier mode", async () => {
    const { coach, dossier, own } = await candidateWithProfile();
    const mine = await own.get(`/api/v1/dossier/${dossier.id}/match_profile`);
    const coached = await (await t.loginAs(coach)).get(`/api/v1/dossier/${dossier.id}/match_profile`);
    expect(coached.status).toBe(200);
    expect(coached.body.data).toEqual(mine.body.data);
  });

  it('gives an empty profile nothing to match on rather than invented values', async () => {
    const { dossier, candidate } = await buildDossier(t.database.db);
    const response = await (await t.loginAs(candidate as Person)).get(`/api/v1/dossier/${dossier.id}/match_profile`);
    expect(response.body.data.attributes).toEqual({
      postalCode: null,
      educationLevel: null,
      occupationCodes: [],
      occupationIds: [],
      hoursMin: null,
      hoursMax: null,
      experienceYears: null,
      interestCode: null,
    });
  });

  it('answers 401 without a session, 403 to another candidate and a coach of others, 404 to another organisation', async () => {
    const { dossier, coach } = await candidateWithProfile();
    expect((await t.client().get(`/api/v1/dossier/${dossier.id}/match_profile`)).status).toBe(401);
    const otherCandidate = await buildPerson(t.database.db, { userType: 'client', organization: coach.organization });
    expect((await (await t.loginAs(otherCandidate)).get(`/api/v1/dossier/${dossier.id}/match_profile`)).status).toBe(
      403,
    );
    const otherCoach = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    expect((await (await t.loginAs(otherCoach)).get(`/api/v1/dossier/${dossier.id}/match_profile`)).status).toBe(403);
    const contact = await buildPerson(t.database.db, { userType: 'contact', organization: coach.organization });
    expect((await (await t.loginAs(contact)).get(`/api/v1/dossier/${dossier.id}/match_profile`)).status).toBe(403);
    const elsewhere = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    expect((await (await t.loginAs(elsewhere)).get(`/api/v1/dossier/${dossier.id}/match_profile`)).status).toBe(404);
    expect((await (await t.loginAs(coach)).get('/api/v1/dossier/geen-id/match_profile')).status).toBe(404);
  });
});
