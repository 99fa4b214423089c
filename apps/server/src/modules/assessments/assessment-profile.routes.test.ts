import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { RIASEC_ITEMS } from './providers/koers/riasec-items';

// Issue 36.2: the candidate takes the interest test's result over into the profile's interests;
// the explained match then says whether a vacancy's occupation fits those interests.

const t = useTestApp();
const choose = { data: { type: 'candidate_assessments', attributes: { assessmentId: 'koers.riasec' } } };

async function signIn(person: { email: string }) {
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

/** A candidate whose interest test is finished with code SAE (social, artistic, enterprising). */
async function candidateWithResult() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
  if (!candidate) throw new Error('candidate');
  const candidateClient = await signIn(candidate);
  const id = (await candidateClient.post(`/api/v1/dossier/${dossier.id}/candidate_assessments`, choose)).body.data
    .id as string;
  const likes: Record<string, number> = { S: 5, A: 4, E: 3, R: 1, I: 2, C: 2 };
  const answers = Object.fromEntries(RIASEC_ITEMS.map((item) => [item.id, likes[item.type] ?? 3]));
  await candidateClient.patch(`/api/v1/candidate_assessment/${id}`, {
    data: { type: 'candidate_assessments', id, attributes: { answers } },
  });
  return { coach, dossierId: dossier.id, candidateClient, id, coachClient: await signIn(coach) };
}

/** The explorer's explained match of the organisation's vacancies for the candidate's match profile. */
async function reasonsByTitle(client: ReturnType<typeof t.client>, dossierId: string) {
  const profile = (await client.get(`/api/v1/dossier/${dossierId}/match_profile`)).body.data.attributes;
  const query: Record<string, string> = { 'match[educationLevel]': 'mbo4' };
  if (profile.interestCode) query['match[interestCode]'] = profile.interestCode;
  const response = await client.get('/api/v1/explorer_vacancies', { query });
  expect(response.status).toBe(200);
  return Object.fromEntries(
    response.body.data.map((item: any) => [
      item.attributes.title,
      item.meta.match.reasons.map((reason: any) => reason.text),
    ]),
  );
}

describe('POST /api/v1/candidate_assessment/{id}/take_over', () => {
  it('refuses an unfinished test (422 with a pointer), then takes the result into the profile', async () => {
    const { candidateClient, dossierId, id } = await candidateWithResult();
    const early = await candidateClient.post(`/api/v1/candidate_assessment/${id}/take_over`, {});
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({
      detail: 'Je kunt de uitslag pas overnemen als de test is afgerond.',
      source: { pointer: '/data/attributes/state' },
    });

    const finished = await candidateClient.post(`/api/v1/candidate_assessment/${id}/finish`, {});
    expect(finished.body.data.attributes.result.code).toBe('SAE');
    const taken = await candidateClient.post(`/api/v1/candidate_assessment/${id}/take_over`, {});
    expect(taken.status).toBe(200);
    // Twice is harmless: the same code, the same interests.
    expect((await candidateClient.post(`/api/v1/candidate_assessment/${id}/take_over`, {})).status).toBe(200);

    const match = await candidateClient.get(`/api/v1/dossier/${dossierId}/match_profile`);
    expect(match.body.data.attributes.interestCode).toBe('SAE');
    const profile = await candidateClient.get(`/api/v1/dossier/${dossierId}/profile`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.attributes.interestCode).toBe('SAE');
    expect([...profile.body.data.attributes.toggles.interests].sort()).toEqual(
      ['creatief', 'handel_verkoop', 'muziek_cultuur', 'onderwijs', 'zorg_welzijn'].sort(),
    );
  });

  it('changes the explained match: a vacancy’s occupation fits the interests or lies outside them', async () => {
    const { coach, candidateClient, dossierId, id } = await candidateWithResult();
    const { employer } = await buildEmployer(t.database.db, { organization: coach.organization });
    // ISCO 2341 (primary school teacher) is social; 4110 (office clerk) conventional.
    await buildInternalVacancy(t.database.db, employer, 'published', {
      title: 'Leerkracht basisschool',
      jobTitleCode: '2341.1',
      educationLevelCode: 'mbo4',
    });
    await buildInternalVacancy(t.database.db, employer, 'published', {
      title: 'Administratief medewerker',
      jobTitleCode: '4110.1',
      educationLevelCode: 'mbo4',
    });
    await candidateClient.post(`/api/v1/candidate_assessment/${id}/finish`, {});

    const before = await reasonsByTitle(candidateClient, dossierId);
    expect(before['Leerkracht basisschool']).toEqual(['past bij je opleidingsniveau']);

    await candidateClient.post(`/api/v1/candidate_assessment/${id}/take_over`, {});
    const after = await reasonsByTitle(candidateClient, dossierId);
    expect(after['Leerkracht basisschool']).toEqual([
      'past bij je opleidingsniveau',
      'past bij je interesses (sociaal)',
    ]);
    expect(after['Administratief medewerker']).toContain('ligt buiten je interesses (conventioneel)');
  });

  it('is the candidate’s own: the coach 403, another organisation 404, no session 401', async () => {
    const { coachClient, candidateClient, id } = await candidateWithResult();
    await candidateClient.post(`/api/v1/candidate_assessment/${id}/finish`, {});
    expect((await coachClient.post(`/api/v1/candidate_assessment/${id}/take_over`, {})).status).toBe(403);
    const elsewhere = await candidateWithResult();
    expect((await elsewhere.candidateClient.post(`/api/v1/candidate_assessment/${id}/take_over`, {})).status).toBe(404);
    expect((await t.client().post(`/api/v1/candidate_assessment/${id}/take_over`, {})).status).toBe(401);
  });

  it('answers 400 for a malformed interest code in the match', async () => {
    const { candidateClient } = await candidateWithResult();
    for (const code of ['XYZ', 'SSA', 'SAEC', 's']) {
      const response = await candidateClient.get('/api/v1/explorer_vacancies', {
        query: { 'match[interestCode]': code },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].source.parameter).toBe('match[interestCode]');
    }
  });
});
