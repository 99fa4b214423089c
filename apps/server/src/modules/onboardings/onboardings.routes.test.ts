import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { buildOnboarding } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function candidate(organization?: Awaited<ReturnType<typeof buildOrganization>>) {
  const person = await buildPerson(t.database.db, { userType: 'client', ...(organization ? { organization } : {}) });
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  const dossierId = person.context.dossierId ?? '';
  return { person, client, dossierId };
}

const completeBody = (id: string, completedAt: unknown) => ({
  data: { type: 'onboardings', id, attributes: { completedAt } },
});

describe('GET /api/v1/onboardings', () => {
  it('gives a candidate their open onboarding with its type and steps in order', async () => {
    const { person, client, dossierId } = await candidate();
    const { onboarding, type } = await buildOnboarding(t.database.db, {
      organizationId: person.organization.id,
      dossierId,
      steps: 3,
    });
    await buildOnboarding(t.database.db, {
      organizationId: person.organization.id,
      dossierId,
      completedAt: new Date('2026-01-01'),
    });

    const response = await client.get('/api/v1/onboardings', {
      query: {
        'filter[completed]': 'false',
        'filter[dossier]': dossierId,
        include: 'onboarding_type,onboarding_type.onboarding_steps',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      type: 'onboardings',
      id: onboarding.id,
      attributes: { completedAt: null },
      relationships: { onboardingType: { data: { type: 'onboarding_types', id: type.id } } },
    });
    const included = response.body.included as any[];
    const typeResource = included.find((item) => item.type === 'onboarding_types');
    expect(typeResource.attributes.name).toBe('Welkom');
    const steps = included.filter((item) => item.type === 'onboarding_steps');
    expect(
      typeResource.relationships.onboardingSteps.data.map(
        (ref: any) => steps.find((step) => step.id === ref.id).attributes.title,
      ),
    ).toEqual(['Stap 1', 'Stap 2', 'Stap 3']);
  });

  it('uses the candidate’s own dossier when none is given, and filters on completed', async () => {
    const { person, client, dossierId } = await candidate();
    await buildOnboarding(t.database.db, {
      organizationId: person.organization.id,
      dossierId,
      completedAt: new Date('2026-01-01'),
    });
    const open = await client.get('/api/v1/onboardings', { query: { 'filter[completed]': 'false' } });
    expect(open.body.data).toHaveLength(0);
    const done = await client.get('/api/v1/onboardings', { query: { 'filter[completed]': 'true' } });
    expect(done.body.data).toHaveLength(1);
  });

  it('refuses another candidate’s dossier (403), another organisation’s (404) and a contact (403)', async () => {
    const organization = await buildOrganization(t.database.db);
    const { client } = await candidate(organization);
    const neighbour = await buildPerson(t.database.db, { organization, userType: 'client' });
    expect(
      (await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': neighbour.context.dossierId ?? '' } }))
        .status,
    ).toBe(403);
    const elsewhere = await buildPerson(t.database.db, { userType: 'client' });
    expect(
      (await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': elsewhere.context.dossierId ?? '' } }))
        .status,
    ).toBe(404);

    const contact = await buildPerson(t.database.db, { organization, userType: 'contact' });
    const contactClient = t.client();
    await contactClient.login(contact.email, TEST_PASSWORD);
    expect(
      (
        await contactClient.get('/api/v1/onboardings', {
          query: { 'filter[dossier]': neighbour.context.dossierId ?? '' },
        })
      ).status,
    ).toBe(403);
  });

  it('lets a coach read a dossier of the organisation, but asks which one (400)', async () => {
    const manager = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    const { dossier } = await buildDossier(t.database.db, { organization: manager.organization });
    await buildOnboarding(t.database.db, { organizationId: manager.organization.id, dossierId: dossier.id });
    const client = t.client();
    await client.login(manager.email, TEST_PASSWORD);
    const missing = await client.get('/api/v1/onboardings');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].code).toBe('onboardings.dossier_required');
    const response = await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': dossier.id } });
    expect(response.body.data).toHaveLength(1);
  });

  it('follows the dossier policy: a coach without canManageOtherCandidates reads only their own candidates', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier: own } = await buildDossier(t.database.db, { coaches: [coach] });
    const { dossier: colleagues } = await buildDossier(t.database.db, { organization: coach.organization });
    for (const dossier of [own, colleagues]) {
      await buildOnboarding(t.database.db, { organizationId: coach.organization.id, dossierId: dossier.id });
    }
    const client = t.client();
    await client.login(coach.email, TEST_PASSWORD);
    const mine = await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': own.id } });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const theirs = await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': colleagues.id } });
    expect(theirs.status).toBe(403);
    expect(theirs.text).not.toContain(colleagues.id);
  });

  it('answers 400 for malformed filters and includes, 401 without session, 403 for a foreign context', async () => {
    expect((await t.client().get('/api/v1/onboardings')).status).toBe(401);
    const { client, person } = await candidate();
    expect((await client.get('/api/v1/onboardings', { query: { 'filter[completed]': 'misschien' } })).status).toBe(400);
    expect((await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': 'abc' } })).status).toBe(400);
    expect((await client.get('/api/v1/onboardings', { query: { include: 'dossier' } })).status).toBe(400);
    const stranger = await buildPerson(t.database.db, { organization: person.organization, userType: 'client' });
    expect((await client.get('/api/v1/onboardings', { query: { user_context_id: stranger.context.id } })).status).toBe(
      403,
    );
  });
});

describe('PATCH /api/v1/onboarding/{id}', () => {
  it('finishes the candidate’s onboarding once; it is then no longer open', async () => {
    const { person, client, dossierId } = await candidate();
    const { onboarding } = await buildOnboarding(t.database.db, { organizationId: person.organization.id, dossierId });
    const completedAt = new Date().toISOString();
    const response = await client.patch(
      `/api/v1/onboarding/${onboarding.id}`,
      completeBody(onboarding.id, completedAt),
    );
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.data.attributes.completedAt)).toBe(Date.parse(completedAt));
    expect(
      (await client.get('/api/v1/onboardings', { query: { 'filter[completed]': 'false' } })).body.data,
    ).toHaveLength(0);

    const again = await client.patch(`/api/v1/onboarding/${onboarding.id}`, completeBody(onboarding.id, completedAt));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      code: 'onboardings.already_completed',
      detail: 'Deze onboarding is al afgerond.',
    });
  });

  it('gives 422 with a pointer for a missing, malformed or future time', async () => {
    const { person, client, dossierId } = await candidate();
    const { onboarding } = await buildOnboarding(t.database.db, { organizationId: person.organization.id, dossierId });
    for (const value of [undefined, 'gisteren', new Date(Date.now() + 86_400_000).toISOString()]) {
      const response = await client.patch(`/api/v1/onboarding/${onboarding.id}`, completeBody(onboarding.id, value));
      expect(response.status).toBe(422);
      expect(response.body.errors[0].source.pointer).toBe('/data/attributes/completedAt');
    }
    const future = await client.patch(
      `/api/v1/onboarding/${onboarding.id}`,
      completeBody(onboarding.id, new Date(Date.now() + 86_400_000).toISOString()),
    );
    expect(future.body.errors[0].detail).toBe('Het tijdstip van afronden mag niet in de toekomst liggen.');
    // Nothing was written by the refused attempts.
    expect(
      (await client.get('/api/v1/onboardings', { query: { 'filter[completed]': 'false' } })).body.data,
    ).toHaveLength(1);
  });

  it('answers 400 for a malformed document, 409 for a wrong type or id', async () => {
    const { person, client, dossierId } = await candidate();
    const { onboarding } = await buildOnboarding(t.database.db, { organizationId: person.organization.id, dossierId });
    expect((await client.request('PATCH', `/api/v1/onboarding/${onboarding.id}`, { rawBody: '{"data":' })).status).toBe(
      400,
    );
    expect((await client.patch(`/api/v1/onboarding/${onboarding.id}`, { data: [] })).status).toBe(400);
    const wrongType = await client.patch(`/api/v1/onboarding/${onboarding.id}`, {
      data: { type: 'dossiers', attributes: {} },
    });
    expect(wrongType.status).toBe(409);
    const otherId = await client.patch(
      `/api/v1/onboarding/${onboarding.id}`,
      completeBody('00000000-0000-4000-8000-000000000000', new Date().toISOString()),
    );
    expect(otherId.status).toBe(409);
  });

  it('refuses a coach (403) and another organisation’s onboarding (404)', async () => {
    const organization = await buildOrganization(t.database.db);
    const person = await buildPerson(t.database.db, { organization, userType: 'client' });
    const { onboarding } = await buildOnboarding(t.database.db, {
      organizationId: organization.id,
      dossierId: person.context.dossierId ?? '',
    });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const coachClient = t.client();
    await coachClient.login(coach.email, TEST_PASSWORD);
    const now = new Date().toISOString();
    expect(
      (await coachClient.patch(`/api/v1/onboarding/${onboarding.id}`, completeBody(onboarding.id, now))).status,
    ).toBe(403);

    const { client } = await candidate();
    expect((await client.patch(`/api/v1/onboarding/${onboarding.id}`, completeBody(onboarding.id, now))).status).toBe(
      404,
    );
    expect((await client.patch('/api/v1/onboarding/abc', completeBody('abc', now))).status).toBe(404);
  });

  it('needs the frontend host header for a write (403) and a session (401)', async () => {
    const { person, client, dossierId } = await candidate();
    const { onboarding } = await buildOnboarding(t.database.db, { organizationId: person.organization.id, dossierId });
    const unguarded = await client.patch(
      `/api/v1/onboarding/${onboarding.id}`,
      completeBody(onboarding.id, new Date().toISOString()),
      {
        withoutGuardHeaders: true,
      },
    );
    expect(unguarded.status).toBe(403);
    expect(
      (
        await t
          .client()
          .patch(`/api/v1/onboarding/${onboarding.id}`, completeBody(onboarding.id, new Date().toISOString()))
      ).status,
    ).toBe(401);
  });
});
