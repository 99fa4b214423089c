import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildCustomMenuItem } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function loggedIn(options: Parameters<typeof buildPerson>[1]) {
  const person = await buildPerson(t.database.db, options);
  return { person, client: await t.loginAs(person) };
}

describe('GET /api/v1/custom_menu_items', () => {
  it('lists the organisation’s links for the actor’s roles only, in position order', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildCustomMenuItem(t.database.db, organization.id, { text: 'Tweede', client: true, position: 2 });
    await buildCustomMenuItem(t.database.db, organization.id, {
      text: 'Eerste',
      client: true,
      coach: true,
      position: 1,
    });
    await buildCustomMenuItem(t.database.db, organization.id, { text: 'Voor coaches', coach: true });
    await buildCustomMenuItem(t.database.db, (await buildOrganization(t.database.db)).id, {
      text: 'Elders',
      client: true,
    });
    const { client } = await loggedIn({ organization, userType: 'client' });

    const response = await client.get('/api/v1/custom_menu_items', {
      query: { 'filter[organization]': organization.id },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((item: any) => item.attributes.text)).toEqual(['Eerste', 'Tweede']);
    expect(response.body.data[0]).toMatchObject({
      type: 'custom_menu_items',
      attributes: {
        url: 'https://www.werk.nl',
        client: true,
        coach: true,
        contact: false,
        accountManager: false,
        administrator: false,
      },
    });
    expect(response.body.meta.count).toBe(2);
  });

  it('uses the actor’s organisation when no filter is given', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildCustomMenuItem(t.database.db, organization.id, { text: 'Intranet', accountManager: true });
    const { client } = await loggedIn({ organization, rights: { accountManager: true } });
    const response = await client.get('/api/v1/custom_menu_items');
    expect(response.body.data.map((item: any) => item.attributes.text)).toEqual(['Intranet']);
  });

  it('answers 404 for another organisation', async () => {
    const other = await buildOrganization(t.database.db);
    await buildCustomMenuItem(t.database.db, other.id, { client: true });
    const { client } = await loggedIn({ userType: 'client' });
    const response = await client.get('/api/v1/custom_menu_items', { query: { 'filter[organization]': other.id } });
    expect(response.status).toBe(404);
    expect(response.body.errors[0].detail).toBe('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
  });

  it('answers 400 for a malformed organisation id and for an unknown filter', async () => {
    const { client } = await loggedIn({ userType: 'client' });
    const malformed = await client.get('/api/v1/custom_menu_items', { query: { 'filter[organization]': 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].code).toBe('invalid_filter');
    const unknown = await client.get('/api/v1/custom_menu_items', { query: { 'filter[kleur]': 'rood' } });
    expect(unknown.status).toBe(400);
  });

  it('needs a session (401) and one of the person’s own contexts (403)', async () => {
    expect((await t.client().get('/api/v1/custom_menu_items')).status).toBe(401);
    const { client } = await loggedIn({ userType: 'client' });
    const stranger = await buildPerson(t.database.db);
    const response = await client.get('/api/v1/custom_menu_items', { query: { user_context_id: stranger.context.id } });
    expect(response.status).toBe(403);
  });
});

const itemBody = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'custom_menu_items', ...(id ? { id } : {}), attributes },
});

describe('writing custom menu items (issue 39.1)', () => {
  it('an administrator adds, orders, changes and removes links; each role sees its own', async () => {
    const organization = await buildOrganization(t.database.db);
    const admin = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { administrator: true } }));
    const second = await admin.post(
      '/api/v1/custom_menu_items',
      itemBody({ text: 'Agenda', url: '/pages', client: true, position: 2 }),
    );
    expect(second.status).toBe(201);
    const first = await admin.post(
      '/api/v1/custom_menu_items',
      itemBody({ text: 'Werk.nl', url: 'https://www.werk.nl', client: true, coach: true, position: 1 }),
    );
    const candidate = await t.loginAs(await buildPerson(t.database.db, { organization, userType: 'client' }));
    const texts = async (client: typeof admin, query: Record<string, string> = {}) =>
      (await client.get('/api/v1/custom_menu_items', { query })).body.data.map((item: any) => item.attributes.text);
    expect(await texts(candidate)).toEqual(['Werk.nl', 'Agenda']);
    expect(await texts(admin, { 'filter[role]': 'coach' })).toEqual(['Werk.nl']);
    expect(await texts(admin, { 'filter[all]': 'true' })).toEqual(['Werk.nl', 'Agenda']);
    expect((await candidate.get('/api/v1/custom_menu_items', { query: { 'filter[role]': 'coach' } })).status).toBe(403);

    const id = first.body.data.id;
    const moved = await admin.patch(
      `/api/v1/custom_menu_item/${id}`,
      itemBody({ text: 'Werk.nl', url: 'https://www.werk.nl', client: true, position: 3 }, id),
    );
    expect(moved.status).toBe(200);
    expect(await texts(candidate)).toEqual(['Agenda', 'Werk.nl']);
    expect((await admin.delete(`/api/v1/custom_menu_item/${id}`)).status).toBe(204);
    expect(await texts(candidate)).toEqual(['Agenda']);
  });

  it('answers 422 in Dutch with a pointer for a hostile url, no text or no role', async () => {
    const admin = await t.loginAs(await buildPerson(t.database.db, { rights: { administrator: true } }));
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x.nl']) {
      const response = await admin.post('/api/v1/custom_menu_items', itemBody({ text: 'X', url, client: true }));
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({
        detail: 'Vul een adres in dat begint met https:// of met / (een pagina binnen Koers).',
        source: { pointer: '/data/attributes/url' },
      });
    }
    const noText = await admin.post('/api/v1/custom_menu_items', itemBody({ text: '', url: '/pages', client: true }));
    expect(noText.body.errors[0].source.pointer).toBe('/data/attributes/text');
    const noRole = await admin.post('/api/v1/custom_menu_items', itemBody({ text: 'X', url: '/pages' }));
    expect(noRole.body.errors[0].source.pointer).toBe('/data/attributes/client');
  });

  it('is for administrators of the organisation: 403 for a coach, 404 for another organisation', async () => {
    const organization = await buildOrganization(t.database.db);
    const item = await buildCustomMenuItem(t.database.db, organization.id, { client: true });
    const coach = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { coach: true } }));
    expect(
      (await coach.post('/api/v1/custom_menu_items', itemBody({ text: 'X', url: '/pages', client: true }))).status,
    ).toBe(403);
    expect((await coach.delete(`/api/v1/custom_menu_item/${item.id}`)).status).toBe(403);
    const stranger = await t.loginAs(await buildPerson(t.database.db, { rights: { administrator: true } }));
    const body = itemBody({ text: 'X', url: '/pages', client: true }, item.id);
    expect((await stranger.patch(`/api/v1/custom_menu_item/${item.id}`, body)).status).toBe(404);
    expect((await stranger.delete(`/api/v1/custom_menu_item/${item.id}`)).status).toBe(404);
    expect(
      (await stranger.get('/api/v1/custom_menu_items', { query: { 'filter[organization]': organization.id } })).status,
    ).toBe(404);
  });
});
