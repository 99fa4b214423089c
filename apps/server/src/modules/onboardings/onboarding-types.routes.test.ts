import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildOnboarding } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const track = { startsOn: '2026-03-01', endsOn: '2026-09-01' };

const typeBody = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'onboarding_types', ...(id ? { id } : {}), attributes },
});
const stepBody = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'onboarding_steps', ...(id ? { id } : {}), attributes },
});

async function administrator(organization?: Awaited<ReturnType<typeof buildOrganization>>) {
  const person = await buildPerson(t.database.db, {
    rights: { administrator: true, coach: true, canManageOtherCandidates: true },
    ...(organization ? { organization } : {}),
  });
  return { person, client: await t.loginAs(person), organizationId: person.organization.id };
}

async function stepTitles(client: Awaited<ReturnType<typeof t.loginAs>>, organizationId: string, typeId: string) {
  const response = await client.get(`/api/v1/organization/${organizationId}/onboarding_types`);
  const type = response.body.data.find((item: any) => item.id === typeId);
  const steps = new Map<string, any>(response.body.included.map((step: any) => [step.id, step]));
  return type.relationships.onboardingSteps.data.map((ref: any) => steps.get(ref.id).attributes);
}

describe('onboarding types and steps (issue 39.1)', () => {
  it('an administrator writes a type with steps in order; a new candidate gets it, and a new step shows', async () => {
    const { client, organizationId } = await administrator();
    const created = await client.post(
      `/api/v1/organization/${organizationId}/onboarding_types`,
      typeBody({ name: 'Welkom bij ons', forNewCandidates: true }),
    );
    expect(created.status).toBe(201);
    const typeId = created.body.data.id;
    expect(created.body.data.attributes).toEqual({ name: 'Welkom bij ons', forNewCandidates: true });
    const url = `/api/v1/onboarding_type/${typeId}/onboarding_steps`;
    expect((await client.post(url, stepBody({ title: 'Je coach', body: 'Wie je helpt.' }))).status).toBe(201);
    expect((await client.post(url, stepBody({ title: 'Je profiel', body: 'Vul het in.' }))).status).toBe(201);
    const first = await client.post(url, stepBody({ title: 'Welkom', body: 'Fijn dat je er bent.', position: 1 }));
    expect(first.body.data.attributes.position).toBe(1);
    expect((await stepTitles(client, organizationId, typeId)).map((step: any) => step.title)).toEqual([
      'Welkom',
      'Je coach',
      'Je profiel',
    ]);

    // A candidate whose dossier is made now gets the onboarding.
    const made = await client.post(`/api/v1/organization/${organizationId}/dossier`, {
      data: {
        type: 'dossiers',
        attributes: {
          firstName: 'Nina',
          lastName: 'Nieuw',
          email: 'nina.nieuw@test.koers.nl',
          sendInvitation: false,
          ...track,
        },
      },
    });
    expect(made.status).toBe(201);
    const dossierId = made.body.data.id;
    const openSteps = async () => {
      const response = await client.get('/api/v1/onboardings', {
        query: {
          'filter[dossier]': dossierId,
          'filter[completed]': 'false',
          include: 'onboarding_type.onboarding_steps',
        },
      });
      expect(response.body.data).toHaveLength(1);
      return response.body.included
        .filter((item: any) => item.type === 'onboarding_steps')
        .sort((a: any, b: any) => a.attributes.position - b.attributes.position)
        .map((item: any) => item.attributes.title);
    };
    expect(await openSteps()).toEqual(['Welkom', 'Je coach', 'Je profiel']);

    // A step added later is there the next time the onboarding is read; moving and removing renumber.
    const added = await client.post(url, stepBody({ title: 'Je agenda', body: 'Afspraken.', position: 2 }));
    expect(await openSteps()).toEqual(['Welkom', 'Je agenda', 'Je coach', 'Je profiel']);
    const moved = await client.patch(
      `/api/v1/onboarding_step/${added.body.data.id}`,
      stepBody({ title: 'Je agenda', body: 'Afspraken.', position: 4 }, added.body.data.id),
    );
    expect(moved.status).toBe(200);
    expect(await openSteps()).toEqual(['Welkom', 'Je coach', 'Je profiel', 'Je agenda']);
    expect((await client.delete(`/api/v1/onboarding_step/${first.body.data.id}`)).status).toBe(204);
    expect((await stepTitles(client, organizationId, typeId)).map((step: any) => step.position)).toEqual([1, 2, 3]);

    // A type candidates were given cannot be removed; an unused one can.
    const inUse = await client.delete(`/api/v1/onboarding_type/${typeId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.errors[0].detail).toContain('Kandidaten hebben deze onboarding al gekregen');
    const spare = await client.post(
      `/api/v1/organization/${organizationId}/onboarding_types`,
      typeBody({ name: 'Reserve' }),
    );
    expect((await client.delete(`/api/v1/onboarding_type/${spare.body.data.id}`)).status).toBe(204);
  });

  it('gives no onboarding to a new candidate when no type is meant for new candidates', async () => {
    const { client, organizationId } = await administrator();
    await client.post(`/api/v1/organization/${organizationId}/onboarding_types`, typeBody({ name: 'Later' }));
    const made = await client.post(`/api/v1/organization/${organizationId}/dossier`, {
      data: {
        type: 'dossiers',
        attributes: {
          firstName: 'Otto',
          lastName: 'Oud',
          email: 'otto.oud@test.koers.nl',
          sendInvitation: false,
          ...track,
        },
      },
    });
    const response = await client.get('/api/v1/onboardings', { query: { 'filter[dossier]': made.body.data.id } });
    expect(response.body.data).toHaveLength(0);
  });

  it('answers 422 in Dutch with a pointer for bad input', async () => {
    const { client, organizationId } = await administrator();
    const noName = await client.post(
      `/api/v1/organization/${organizationId}/onboarding_types`,
      typeBody({ name: ' ' }),
    );
    expect(noName.status).toBe(422);
    expect(noName.body.errors[0]).toMatchObject({
      detail: 'Vul een naam in.',
      source: { pointer: '/data/attributes/name' },
    });
    const type = await client.post(`/api/v1/organization/${organizationId}/onboarding_types`, typeBody({ name: 'A' }));
    const url = `/api/v1/onboarding_type/${type.body.data.id}/onboarding_steps`;
    const noBody = await client.post(url, stepBody({ title: 'Stap', body: '' }));
    expect(noBody.body.errors[0]).toMatchObject({
      detail: 'Vul een tekst in.',
      source: { pointer: '/data/attributes/body' },
    });
    const badPosition = await client.post(url, stepBody({ title: 'Stap', body: 'x', position: 0 }));
    expect(badPosition.body.errors[0].source.pointer).toBe('/data/attributes/position');
    const nul = await client.post(url, stepBody({ title: 'Stap\u0000', body: 'x' }));
    expect(nul.status).toBe(422);
  });

  it('is for administrators of the organisation only: 403 for a coach, 404 for another organisation', async () => {
    const organization = await buildOrganization(t.database.db);
    const { client: adminClient, organizationId } = await administrator(organization);
    const type = await adminClient.post(
      `/api/v1/organization/${organizationId}/onboarding_types`,
      typeBody({ name: 'A' }),
    );
    const typeId = type.body.data.id;
    const step = await adminClient.post(
      `/api/v1/onboarding_type/${typeId}/onboarding_steps`,
      stepBody({ title: 'S', body: 'x' }),
    );
    const coach = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { coach: true } }));
    expect((await coach.get(`/api/v1/organization/${organizationId}/onboarding_types`)).status).toBe(403);
    expect((await coach.delete(`/api/v1/onboarding_type/${typeId}`)).status).toBe(403);

    const { client: stranger, organizationId: otherId } = await administrator();
    expect((await stranger.get(`/api/v1/organization/${organizationId}/onboarding_types`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/v1/organization/${organizationId}/onboarding_types`, typeBody({ name: 'X' }))).status,
    ).toBe(404);
    expect((await stranger.patch(`/api/v1/onboarding_type/${typeId}`, typeBody({ name: 'X' }, typeId))).status).toBe(
      404,
    );
    expect((await stranger.delete(`/api/v1/onboarding_type/${typeId}`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/v1/onboarding_type/${typeId}/onboarding_steps`, stepBody({ title: 'S', body: 'x' })))
        .status,
    ).toBe(404);
    const stepId = step.body.data.id;
    expect(
      (await stranger.patch(`/api/v1/onboarding_step/${stepId}`, stepBody({ title: 'S', body: 'x' }, stepId))).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/v1/onboarding_step/${stepId}`)).status).toBe(404);
    expect((await stranger.get(`/api/v1/organization/${otherId}/onboarding_types`)).body.data).toHaveLength(0);
    // Untouched by all of that.
    expect((await stepTitles(adminClient, organizationId, typeId)).map((s: any) => s.title)).toEqual(['S']);
  });

  it('keeps a seeded onboarding readable after its type gets a new step', async () => {
    const { client, organizationId, person } = await administrator();
    const candidate = await buildPerson(t.database.db, { organization: person.organization, userType: 'client' });
    const { type } = await buildOnboarding(t.database.db, {
      organizationId,
      dossierId: candidate.context.dossierId ?? '',
      steps: 1,
    });
    await client.post(`/api/v1/onboarding_type/${type.id}/onboarding_steps`, stepBody({ title: 'Nieuw', body: 'x' }));
    const candidateClient = await t.loginAs(candidate);
    const response = await candidateClient.get('/api/v1/onboardings', {
      query: { 'filter[completed]': 'false', include: 'onboarding_type.onboarding_steps' },
    });
    expect(response.body.included.filter((item: any) => item.type === 'onboarding_steps')).toHaveLength(2);
  });
});
