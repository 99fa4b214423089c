import { REFERENCE_DATA, REFERENCE_LISTS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function loggedIn(userType: 'member' | 'client' | 'contact' = 'client') {
  return t.loginAs(await buildPerson(t.database.db, { userType }));
}

describe('reference lists', () => {
  it.each(REFERENCE_LISTS)('GET /api/v1/%s lists the authored Dutch values in order', async (list) => {
    const client = await loggedIn();
    const response = await client.get(`/api/v1/${list}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((item: any) => item.attributes.name)).toEqual(
      REFERENCE_DATA[list].map((entry) => entry.name),
    );
    expect(response.body.data[0].type).toBe(list);
    expect(response.body.meta.count).toBe(REFERENCE_DATA[list].length);
  });

  it('includes the education level ‘Niet van toepassing’ (the web app hides it)', async () => {
    const client = await loggedIn('member');
    const response = await client.get('/api/v1/education_levels');
    expect(response.body.data.map((item: any) => item.attributes.name)).toContain('Niet van toepassing');
  });

  it('searches with _q and filters by code', async () => {
    const client = await loggedIn('contact');
    const search = await client.get('/api/v1/driving_licenses', { query: { _q: 'vrachtauto' } });
    expect(search.body.data.map((item: any) => item.attributes.code)).toEqual(['C1', 'C1E', 'C', 'CE']);
    const codes = await client.get('/api/v1/sectors', { query: { 'filter[code]': 'Q,P' } });
    expect(codes.body.data.map((item: any) => item.attributes.name)).toEqual([
      'Onderwijs',
      'Gezondheids- en welzijnszorg',
    ]);
  });

  it('needs a session (401) and the person’s own user context (403)', async () => {
    expect((await t.client().get('/api/v1/skills')).status).toBe(401);
    const client = await loggedIn();
    const other = await buildPerson(t.database.db);
    expect((await client.get('/api/v1/skills', { query: { user_context_id: other.context.id } })).status).toBe(403);
  });
});
