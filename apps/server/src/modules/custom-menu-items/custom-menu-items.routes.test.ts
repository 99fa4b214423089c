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
    const unknown = await client.get('/api/v1/custom_menu_items', { query: { 'filter[role]': 'client' } });
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
