import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateAssessments } from '../../schema/assessments.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { RIASEC_ITEMS } from './providers/koers/riasec-items';

const t = useTestApp();
const RIASEC = 'koers.riasec';

async function signIn(person: { email: string }) {
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

/** A candidate with a coach, both logged in. */
async function candidateWithCoach(organization?: Awaited<ReturnType<typeof buildOrganization>>) {
  const coach = await buildPerson(t.database.db, {
    rights: { coach: true },
    ...(organization ? { organization } : {}),
  });
  const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
  if (!candidate) throw new Error('candidate');
  return { coach, dossierId: dossier.id, candidate: await signIn(candidate), coachClient: await signIn(coach) };
}

const choose = (assessmentId: string) => ({ data: { type: 'candidate_assessments', attributes: { assessmentId } } });
const answersBody = (id: string, answers: Record<string, unknown>) => ({
  data: { type: 'candidate_assessments', id, attributes: { answers } },
});
/** Every item answered: `value(type)` per Holland type. */
const allAnswers = (value: (type: string) => number) =>
  Object.fromEntries(RIASEC_ITEMS.map((item) => [item.id, value(item.type)]));

describe('choosing a test', () => {
  it('lets a candidate start the built-in interest test for themself, and blocks a second open one (SPEC §4)', async () => {
    const { candidate, dossierId } = await candidateWithCoach();
    const available = await candidate.get(`/api/v1/dossier/${dossierId}/available_assessments`);
    expect(available.status).toBe(200);
    expect(available.body.data[0]).toMatchObject({
      id: RIASEC,
      attributes: {
        assessmentName: 'Interessetest (RIASEC)',
        providerName: 'Koers',
        questionCount: 48,
        blocked: false,
      },
    });

    const started = await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC));
    expect(started.status).toBe(201);
    expect(started.body.data.attributes).toMatchObject({
      assessmentId: RIASEC,
      state: 'assigned',
      price: 0,
      priceInCents: 0,
      isDemo: false,
      questionCount: 48,
      answeredCount: 0,
    });
    expect(started.body.data.attributes.questions).toHaveLength(48);
    expect(started.body.data.attributes.questions.slice(0, 2)).toEqual([
      { id: 'R1', text: 'Onderdelen op kwaliteit testen voordat ze worden verzonden' },
      { id: 'I1', text: 'De bouw van het menselijk lichaam bestuderen' },
    ]);

    const again = await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      code: 'assessments.already_open',
      source: { pointer: '/data/attributes/assessmentId' },
    });
    expect(again.body.errors[0].detail).toContain('al klaar of is nog bezig');
    const blocked = await candidate.get(`/api/v1/dossier/${dossierId}/available_assessments`);
    expect(blocked.body.data[0].attributes.blocked).toBe(true);
  });

  it('shows an open test past its time as expired (final): it takes no answers and allows a retest', async () => {
    const { candidate, dossierId } = await candidateWithCoach();
    const id = (await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC))).body.data
      .id as string;
    await t.database.db
      .update(candidateAssessments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateAssessments.id, id));
    const read = await candidate.get(`/api/v1/candidate_assessment/${id}`);
    expect(read.body.data.attributes).toMatchObject({ state: 'expired', questions: null });
    const late = await candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, { R1: 3 }));
    expect(late.status).toBe(422);
    expect(late.body.errors[0].detail).toBe('Deze test is verlopen. Kies de test opnieuw om hem nog eens te maken.');
    const retest = await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC));
    expect(retest.status).toBe(201);
    const list = await candidate.get(`/api/v1/dossier/${dossierId}/candidate_assessments`);
    expect(list.body.data.map((item: any) => item.attributes.state)).toEqual(['assigned', 'expired']);
  });

  it('gives 422 with a pointer for an unknown or missing test', async () => {
    const { candidate, dossierId } = await candidateWithCoach();
    for (const [assessmentId, detail] of [
      ['koers.bestaat-niet', 'Deze test bestaat niet.'],
      ['', 'Kies een test.'],
    ]) {
      const response = await candidate.post(
        `/api/v1/dossier/${dossierId}/candidate_assessments`,
        choose(assessmentId as string),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/assessmentId' } });
    }
  });

  it('lets the coach assign it; another candidate (403), another organisation (404) and a contact (403) may not', async () => {
    const { coachClient, dossierId, coach } = await candidateWithCoach();
    expect((await coachClient.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC))).status).toBe(
      201,
    );

    const neighbour = await buildPerson(t.database.db, { organization: coach.organization, userType: 'client' });
    const neighbourClient = await signIn(neighbour);
    expect((await neighbourClient.get(`/api/v1/dossier/${dossierId}/candidate_assessments`)).status).toBe(403);
    expect(
      (await neighbourClient.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC))).status,
    ).toBe(403);

    const elsewhere = await candidateWithCoach();
    expect((await elsewhere.coachClient.get(`/api/v1/dossier/${dossierId}/candidate_assessments`)).status).toBe(404);

    const contact = await buildPerson(t.database.db, { organization: coach.organization, userType: 'contact' });
    expect((await (await signIn(contact)).get(`/api/v1/dossier/${dossierId}/candidate_assessments`)).status).toBe(403);
  });

  it('is refused to everyone in an organisation without Toolbox_Tests', async () => {
    const organization = await buildOrganization(t.database.db, { features: [] });
    const { candidate, dossierId } = await candidateWithCoach(organization);
    // The dossier of candidateWithCoach lives in the coach's organisation.
    expect((await candidate.get(`/api/v1/dossier/${dossierId}/candidate_assessments`)).status).toBe(403);
  });
});

describe('taking the interest test', () => {
  it('saves answers page by page (resumable), refuses to finish while questions are open, then scores by the key', async () => {
    const { candidate, coachClient, dossierId } = await candidateWithCoach();
    const started = await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC));
    const id = started.body.data.id as string;
    const scores: Record<string, number> = { R: 1, I: 2, A: 5, S: 4, E: 3, C: 2 };
    const answers = allAnswers((type) => scores[type] ?? 3);
    const firstHalf = Object.fromEntries(Object.entries(answers).slice(0, 24));

    const saved = await candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, firstHalf));
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({ state: 'started', answeredCount: 24 });

    // Closing the browser and coming back: the answers are there.
    const resumed = await candidate.get(`/api/v1/candidate_assessment/${id}`);
    expect(resumed.body.data.attributes.answers).toEqual(firstHalf);

    const early = await candidate.post(`/api/v1/candidate_assessment/${id}/finish`, {});
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({ code: 'assessments.unanswered' });
    expect(early.body.errors[0].detail).toBe(
      'Er zijn nog 24 vragen niet beantwoord. Beantwoord alle vragen om de test af te ronden.',
    );
    expect(early.body.errors[0].source.pointer).toMatch(/^\/data\/attributes\/answers\/[RIASEC]\d$/);

    await candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, answers));
    const finished = await candidate.post(`/api/v1/candidate_assessment/${id}/finish`, {});
    expect(finished.status).toBe(200);
    expect(finished.body.data.attributes).toMatchObject({
      state: 'finished',
      questions: null,
      answers: null,
      result: {
        kind: 'riasec',
        scores: { R: 8, I: 16, A: 40, S: 32, E: 24, C: 16 },
        minScore: 8,
        maxScore: 40,
        order: ['A', 'S', 'E', 'I', 'C', 'R'],
        code: 'ASE',
      },
    });
    const types = finished.body.data.attributes.result.types;
    expect(types.map((type: any) => type.name)).toEqual([
      'Artistiek',
      'Sociaal',
      'Ondernemend',
      'Onderzoekend',
      'Conventioneel',
      'Realistisch',
    ]);
    expect(types[0]).toMatchObject({ type: 'A', score: 40, meaning: expect.stringContaining('creatief') });

    // The coach sees the result in the dossier; finished is final: a retest may be chosen.
    const list = await coachClient.get(`/api/v1/dossier/${dossierId}/candidate_assessments`);
    expect(list.body.data[0].attributes).toMatchObject({ state: 'finished', result: { code: 'ASE' }, answers: null });
    const after = await candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, { R1: 5 }));
    expect(after.status).toBe(422);
    expect(after.body.errors[0].source.pointer).toBe('/data/attributes/state');
    expect((await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC))).status).toBe(
      201,
    );
  });

  it('gives 422 with a pointer for an answer out of range or a question not in the test', async () => {
    const { candidate, dossierId } = await candidateWithCoach();
    const id = (await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC))).body.data
      .id as string;
    const outOfRange = await candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, { R1: 6 }));
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body.errors[0]).toMatchObject({
      detail: 'Kies een antwoord van 1 tot en met 5.',
      source: { pointer: '/data/attributes/answers/R1' },
    });
    const unknown = await candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, { R9: 3 }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({
      detail: 'Deze vraag hoort niet bij de test.',
      source: { pointer: '/data/attributes/answers/R9' },
    });
    expect((await candidate.get(`/api/v1/candidate_assessment/${id}`)).body.data.attributes.answeredCount).toBe(0);
  });

  it('lets only the candidate answer: the coach gets 403, another organisation 404, no session 401', async () => {
    const { candidate, coachClient, dossierId } = await candidateWithCoach();
    const id = (await candidate.post(`/api/v1/dossier/${dossierId}/candidate_assessments`, choose(RIASEC))).body.data
      .id as string;
    const coachRead = await coachClient.get(`/api/v1/candidate_assessment/${id}`);
    expect(coachRead.status).toBe(200);
    expect(coachRead.body.data.attributes.questions).toBeNull();
    expect((await coachClient.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, { R1: 3 }))).status).toBe(
      403,
    );
    expect((await coachClient.post(`/api/v1/candidate_assessment/${id}/finish`, {})).status).toBe(403);

    const elsewhere = await candidateWithCoach();
    expect((await elsewhere.candidate.get(`/api/v1/candidate_assessment/${id}`)).status).toBe(404);
    expect(
      (await elsewhere.candidate.patch(`/api/v1/candidate_assessment/${id}`, answersBody(id, { R1: 3 }))).status,
    ).toBe(404);
    expect((await t.client().get(`/api/v1/candidate_assessment/${id}`)).status).toBe(401);
    expect((await candidate.get('/api/v1/candidate_assessment/abc')).status).toBe(404);
  });
});

describe('GET /api/v1/membership/{id}/available_assessments', () => {
  it('lists the catalogue with prices for the coach’s own membership only', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await signIn(coach);
    const own = await client.get(`/api/v1/membership/${coach.context.teamMemberId}/available_assessments`);
    expect(own.status).toBe(200);
    expect(own.body.data[0]).toMatchObject({
      type: 'available_assessments',
      id: RIASEC,
      attributes: { price: 0, priceInCents: 0, isDemo: false, credits: 0, providerName: 'Koers' },
    });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    expect(
      (await client.get(`/api/v1/membership/${colleague.context.teamMemberId}/available_assessments`)).status,
    ).toBe(404);
    const manager = await buildPerson(t.database.db, {
      organization: coach.organization,
      rights: { accountManager: true },
    });
    expect(
      (await (await signIn(manager)).get(`/api/v1/membership/${manager.context.teamMemberId}/available_assessments`))
        .status,
    ).toBe(403);
  });
});
