import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { buildAuthenticationRequirement } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const path = (organizationId: string) => `/api/v1/organization/${organizationId}/authentication_requirements`;

describe('GET /api/v1/organization/{id}/authentication_requirements', () => {
  it('is readable behind the wall and says per requirement whether this session meets it', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildAuthenticationRequirement(t.database.db, organization.id, { userType: 'contact', mfa: true });
    await buildAuthenticationRequirement(t.database.db, organization.id, {
      userType: 'member',
      emailDomain: 'gemeente.nl',
    });
    const person = await buildPerson(t.database.db, { organization, userType: 'contact' });
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    // The wall: other calls are refused …
    expect((await client.get('/api/v1/sectors')).status).toBe(403);
    // … but the requirements themselves can be read.
    const before = await client.get(path(organization.id), { query: { 'filter[type]': 'contact' } });
    expect(before.status).toBe(200);
    expect(before.body.data).toHaveLength(1);
    expect(before.body.data[0]).toMatchObject({
      type: 'authentication_requirements',
      attributes: { userType: 'contact', mfa: true, emailDomain: null, provider: null, domain: null },
      meta: { met: false },
    });

    const start = await client.post('/api/v1/my/mfa_enrollment');
    const code = await generate({ secret: start.body.data.attributes.secret });
    expect(
      (await client.patch('/api/v1/my/mfa_enrollment', { data: { type: 'mfa_enrollments', attributes: { code } } }))
        .status,
    ).toBe(200);

    const after = await client.get(path(organization.id), { query: { 'filter[type]': 'contact' } });
    expect(after.body.data[0].meta.met).toBe(true);
    expect((await client.get('/api/v1/sectors')).status).toBe(200);
  });

  it('defaults to the actor’s own user type', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildAuthenticationRequirement(t.database.db, organization.id, {
      userType: 'client',
      provider: 'eHerkenning',
    });
    const person = await buildPerson(t.database.db, { organization, userType: 'client' });
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const response = await client.get(path(organization.id));
    expect(response.body.data.map((item: any) => [item.attributes.provider, item.meta.met])).toEqual([
      ['eHerkenning', false],
    ]);
  });

  it('shows other user types’ requirements to administrators only (without met)', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildAuthenticationRequirement(t.database.db, organization.id, { userType: 'contact', mfa: true });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const admin = await buildPerson(t.database.db, { organization, rights: { administrator: true } });
    const coachClient = t.client();
    await coachClient.login(coach.email, TEST_PASSWORD);
    expect((await coachClient.get(path(organization.id), { query: { 'filter[type]': 'contact' } })).status).toBe(403);
    const adminClient = t.client();
    await adminClient.login(admin.email, TEST_PASSWORD);
    const response = await adminClient.get(path(organization.id), { query: { 'filter[type]': 'contact' } });
    expect(response.status).toBe(200);
    expect(response.body.data[0].meta).toBeUndefined();
  });

  it('answers 404 for another organisation, 400 for an unknown type, 401 without session, 403 for a foreign context', async () => {
    const person = await buildPerson(t.database.db, { userType: 'client' });
    const other = await buildOrganization(t.database.db);
    const client = t.client();
    expect((await client.get(path(person.organization.id))).status).toBe(401);
    await client.login(person.email, TEST_PASSWORD);
    expect((await client.get(path(other.id))).status).toBe(404);
    const unknown = await client.get(path(person.organization.id), { query: { 'filter[type]': 'robot' } });
    expect(unknown.status).toBe(400);
    const stranger = await buildPerson(t.database.db, { organization: person.organization });
    expect(
      (await client.get(path(person.organization.id), { query: { user_context_id: stranger.context.id } })).status,
    ).toBe(403);
  });
});

describe('managing requirements (Beveiligingseisen)', () => {
  const body = (attributes: Record<string, unknown>) => ({ data: { type: 'authentication_requirements', attributes } });

  it('lets an administrator create, change and remove a requirement, which the wall enforces at once', async () => {
    const organization = await buildOrganization(t.database.db);
    const admin = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { administrator: true } }));
    const candidate = await t.loginAs(await buildPerson(t.database.db, { organization, userType: 'client' }));
    expect((await candidate.get('/api/v1/sectors')).status).toBe(200);

    const created = await admin.post(path(organization.id), body({ userType: 'client', mfa: true, emailDomain: '' }));
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ userType: 'client', mfa: true, emailDomain: null });
    expect((await candidate.get('/api/v1/sectors')).status).toBe(403);

    const id = created.body.data.id;
    const changed = await admin.patch(
      `/api/v1/authentication_requirements/${id}`,
      body({ userType: 'contact', mfa: false, emailDomain: '@Gemeente.NL' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({ userType: 'contact', mfa: false, emailDomain: 'gemeente.nl' });
    expect((await candidate.get('/api/v1/sectors')).status).toBe(200);

    expect((await admin.delete(`/api/v1/authentication_requirements/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/v1/authentication_requirements/${id}`)).status).toBe(404);
  });

  it('answers 422 with a Dutch detail and pointer for a requirement that demands nothing or a bad domain', async () => {
    const organization = await buildOrganization(t.database.db);
    const admin = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { administrator: true } }));
    const nothing = await admin.post(path(organization.id), body({ userType: 'member', mfa: false }));
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors[0]).toMatchObject({ source: { pointer: '/data/attributes/mfa' } });
    expect(nothing.body.errors[0].detail).toMatch(/^Kies ten minste één eis/);
    const badDomain = await admin.post(
      path(organization.id),
      body({ userType: 'robot', emailDomain: 'geen domein', domain: 'https://x' }),
    );
    expect(badDomain.status).toBe(422);
    expect(badDomain.body.errors.map((error: any) => error.source.pointer).sort()).toEqual([
      '/data/attributes/domain',
      '/data/attributes/emailDomain',
      '/data/attributes/userType',
    ]);
  });

  it('is for administrators; another organisation’s requirements are not found', async () => {
    const organization = await buildOrganization(t.database.db);
    const requirement = await buildAuthenticationRequirement(t.database.db, organization.id, {
      userType: 'contact',
      mfa: true,
    });
    const coach = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { coach: true } }));
    expect((await coach.post(path(organization.id), body({ userType: 'member', mfa: true }))).status).toBe(403);
    expect((await coach.delete(`/api/v1/authentication_requirements/${requirement.id}`)).status).toBe(403);
    const otherAdmin = await t.loginAs(await buildPerson(t.database.db, { rights: { administrator: true } }));
    expect((await otherAdmin.post(path(organization.id), body({ userType: 'member', mfa: true }))).status).toBe(404);
    expect(
      (
        await otherAdmin.patch(
          `/api/v1/authentication_requirements/${requirement.id}`,
          body({ userType: 'member', mfa: true }),
        )
      ).status,
    ).toBe(404);
    expect((await otherAdmin.delete(`/api/v1/authentication_requirements/${requirement.id}`)).status).toBe(404);
    expect((await t.client().delete(`/api/v1/authentication_requirements/${requirement.id}`)).status).toBe(401);
  });
});
