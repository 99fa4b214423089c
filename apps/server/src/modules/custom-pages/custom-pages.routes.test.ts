import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildCustomPage } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function loggedIn(options: Parameters<typeof buildPerson>[1]) {
  const person = await buildPerson(t.database.db, options);
  return { person, client: await t.loginAs(person) };
}

describe('GET /api/v1/organization/{id}/custom_pages', () => {
  it('lists the pages for the actor’s roles, without their bodies', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildCustomPage(t.database.db, organization.id, {
      title: 'Voor iedereen',
      client: true,
      coach: true,
      position: 1,
    });
    await buildCustomPage(t.database.db, organization.id, { title: 'Alleen beheer', administrator: true, position: 2 });
    await buildCustomPage(t.database.db, organization.id, { title: 'Werkwijze', coach: true, position: 3 });
    const { client } = await loggedIn({ organization, rights: { coach: true } });

    const response = await client.get(`/api/v1/organization/${organization.id}/custom_pages`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((page: any) => page.attributes.title)).toEqual(['Voor iedereen', 'Werkwijze']);
    expect(response.body.data[0].attributes.body).toBeUndefined();
    expect(response.body.meta.count).toBe(2);
  });

  it('filters by one of the actor’s roles, and refuses a role the actor does not hold', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildCustomPage(t.database.db, organization.id, { title: 'Beheer', administrator: true });
    await buildCustomPage(t.database.db, organization.id, { title: 'Coaching', coach: true });
    const { client } = await loggedIn({ organization, rights: { coach: true, administrator: true } });

    const administrator = await client.get(`/api/v1/organization/${organization.id}/custom_pages`, {
      query: { 'filter[role]': 'administrator' },
    });
    expect(administrator.body.data.map((page: any) => page.attributes.title)).toEqual(['Beheer']);

    const notHeld = await client.get(`/api/v1/organization/${organization.id}/custom_pages`, {
      query: { 'filter[role]': 'client' },
    });
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.errors[0].code).toBe('custom_pages.role_not_held');
  });

  it('answers 400 for an unknown role', async () => {
    const { person, client } = await loggedIn({ userType: 'client' });
    const response = await client.get(`/api/v1/organization/${person.organization.id}/custom_pages`, {
      query: { 'filter[role]': 'koning' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].detail).toContain('Kies een rol');
  });

  it('answers 404 for another organisation and for a malformed id', async () => {
    const other = await buildOrganization(t.database.db);
    await buildCustomPage(t.database.db, other.id, { client: true });
    const { client } = await loggedIn({ userType: 'client' });
    expect((await client.get(`/api/v1/organization/${other.id}/custom_pages`)).status).toBe(404);
    expect((await client.get('/api/v1/organization/niet-een-id/custom_pages')).status).toBe(404);
  });

  it('needs a session (401) and one of the person’s own contexts (403)', async () => {
    const organization = await buildOrganization(t.database.db);
    expect((await t.client().get(`/api/v1/organization/${organization.id}/custom_pages`)).status).toBe(401);
    const { client } = await loggedIn({ organization, userType: 'client' });
    const stranger = await buildPerson(t.database.db, { organization });
    const response = await client.get(`/api/v1/organization/${organization.id}/custom_pages`, {
      query: { user_context_id: stranger.context.id },
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/v1/custom_page/{id}', () => {
  it('shows a page for the actor’s role with its body', async () => {
    const organization = await buildOrganization(t.database.db);
    const page = await buildCustomPage(t.database.db, organization.id, {
      title: 'Over ons',
      body: 'Alinea een.\n\nAlinea twee.',
      contact: true,
    });
    const { client } = await loggedIn({ organization, userType: 'contact' });
    const response = await client.get(`/api/v1/custom_page/${page.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'custom_pages',
      id: page.id,
      attributes: { title: 'Over ons', body: 'Alinea een.\n\nAlinea twee.' },
    });
  });

  it('refuses a page meant for other roles with 403', async () => {
    const organization = await buildOrganization(t.database.db);
    const page = await buildCustomPage(t.database.db, organization.id, { coach: true });
    const { client } = await loggedIn({ organization, userType: 'client' });
    const response = await client.get(`/api/v1/custom_page/${page.id}`);
    expect(response.status).toBe(403);
  });

  it('answers 404 for another organisation’s page, an unknown id and a malformed id', async () => {
    const other = await buildOrganization(t.database.db);
    const page = await buildCustomPage(t.database.db, other.id, { client: true });
    const { client } = await loggedIn({ userType: 'client' });
    expect((await client.get(`/api/v1/custom_page/${page.id}`)).status).toBe(404);
    expect((await client.get('/api/v1/custom_page/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.get('/api/v1/custom_page/abc')).status).toBe(404);
  });

  it('lets the super-user read every page of the organisation', async () => {
    const organization = await buildOrganization(t.database.db);
    const page = await buildCustomPage(t.database.db, organization.id, { coach: true });
    const { client } = await loggedIn({ organization, userType: 'maintainer' });
    expect((await client.get(`/api/v1/custom_page/${page.id}`)).status).toBe(200);
  });
});
