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
    await buildCustomPage(t.database.db, organization.id, { title: 'Coaching', coach: true, accountManager: true });
    const { client } = await loggedIn({ organization, rights: { coach: true, accountManager: true } });

    const coaching = await client.get(`/api/v1/organization/${organization.id}/custom_pages`, {
      query: { 'filter[role]': 'account_manager' },
    });
    expect(coaching.body.data.map((page: any) => page.attributes.title)).toEqual(['Coaching']);

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
      attributes: { title: 'Over ons', body: '<p>Alinea een.</p><p>Alinea twee.</p>' },
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

const pageBody = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'custom_pages', ...(id ? { id } : {}), attributes },
});

describe('writing custom pages (issue 39.1)', () => {
  it('an administrator writes a page for candidates; its HTML is sanitised; candidates see it, coaches do not', async () => {
    const organization = await buildOrganization(t.database.db);
    const { client: admin } = await loggedIn({ organization, rights: { administrator: true } });
    const created = await admin.post(
      `/api/v1/organization/${organization.id}/custom_pages`,
      pageBody({
        title: 'Huisregels',
        body: '<p onclick="alert(1)">Wees <strong>op tijd</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">klik</a>',
        client: true,
      }),
    );
    expect(created.status).toBe(201);
    const { body } = created.body.data.attributes;
    expect(body).toContain('<p>Wees <strong>op tijd</strong>.</p>');
    expect(body).not.toMatch(/script|onerror|onclick|javascript|<img/);
    const id = created.body.data.id;

    const { client: candidate } = await loggedIn({ organization, userType: 'client' });
    expect((await candidate.get(`/api/v1/custom_page/${id}`)).body.data.attributes.title).toBe('Huisregels');
    const { client: coach } = await loggedIn({ organization, rights: { coach: true } });
    expect((await coach.get(`/api/v1/custom_page/${id}`)).status).toBe(403);
    expect((await coach.get(`/api/v1/organization/${organization.id}/custom_pages`)).body.data).toHaveLength(0);

    // The administrator sees every page (filter[all]) and previews each role's list.
    const all = await admin.get(`/api/v1/organization/${organization.id}/custom_pages`, {
      query: { 'filter[all]': 'true' },
    });
    expect(all.body.data.map((page: any) => page.attributes.title)).toEqual(['Huisregels']);
    const asContact = await admin.get(`/api/v1/organization/${organization.id}/custom_pages`, {
      query: { 'filter[role]': 'contact' },
    });
    expect(asContact.body.data).toHaveLength(0);
    expect((await admin.get(`/api/v1/custom_page/${id}`)).status).toBe(200);
    expect(
      (await coach.get(`/api/v1/organization/${organization.id}/custom_pages`, { query: { 'filter[all]': 'true' } }))
        .status,
    ).toBe(403);

    const changed = await admin.patch(
      `/api/v1/custom_page/${id}`,
      pageBody({ title: 'Huisregels', body: 'Nu voor coaches.', coach: true }, id),
    );
    expect(changed.status).toBe(200);
    expect((await coach.get(`/api/v1/custom_page/${id}`)).body.data.attributes.body).toBe('<p>Nu voor coaches.</p>');
    expect((await candidate.get(`/api/v1/custom_page/${id}`)).status).toBe(403);
    expect((await admin.delete(`/api/v1/custom_page/${id}`)).status).toBe(204);
    expect((await coach.get(`/api/v1/custom_page/${id}`)).status).toBe(404);
  });

  it('answers 422 in Dutch with a pointer: no title, no role', async () => {
    const { person, client } = await loggedIn({ rights: { administrator: true } });
    const url = `/api/v1/organization/${person.organization.id}/custom_pages`;
    const noTitle = await client.post(url, pageBody({ title: '', body: 'x', client: true }));
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors[0]).toMatchObject({
      detail: 'Vul een titel in.',
      source: { pointer: '/data/attributes/title' },
    });
    const noRole = await client.post(url, pageBody({ title: 'T', body: 'x' }));
    expect(noRole.body.errors[0]).toMatchObject({
      detail: 'Kies voor wie dit bedoeld is: ten minste één rol.',
      source: { pointer: '/data/attributes/client' },
    });
  });

  it('is for administrators of the organisation: 403 for a coach, 404 for another organisation', async () => {
    const organization = await buildOrganization(t.database.db);
    const page = await buildCustomPage(t.database.db, organization.id, { client: true });
    const { client: coach } = await loggedIn({ organization, rights: { coach: true } });
    expect(
      (await coach.post(`/api/v1/organization/${organization.id}/custom_pages`, pageBody({ title: 'T', client: true })))
        .status,
    ).toBe(403);
    expect((await coach.delete(`/api/v1/custom_page/${page.id}`)).status).toBe(403);
    const { client: stranger } = await loggedIn({ rights: { administrator: true } });
    expect(
      (
        await stranger.post(
          `/api/v1/organization/${organization.id}/custom_pages`,
          pageBody({ title: 'T', client: true }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await stranger.patch(`/api/v1/custom_page/${page.id}`, pageBody({ title: 'T', client: true }, page.id))).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/v1/custom_page/${page.id}`)).status).toBe(404);
    const { client: candidate } = await loggedIn({ organization, userType: 'client' });
    expect((await candidate.get(`/api/v1/custom_page/${page.id}`)).body.data.attributes.title).toBe('Over ons');
  });
});
