import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD } from './demo-people';
import { seedDemoWorld } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoWorld(t.database);
});
afterAll(async () => {
  await t.close();
});

async function sectorFacetOf(email: string) {
  const client = t.client();
  expect((await client.login(email, DEMO_PASSWORD)).status).toBe(201);
  const response = await client.get('/api/v1/explorers');
  const internet = response.body.data.find((item: any) => item.attributes.primary);
  return internet.attributes.indexConfiguration.componentConfigurations.find(
    (component: any) => component.settings.facetName === 'sector',
  );
}

describe('demo explorers', () => {
  it('give Stroomlijn the automatic sector filter (care and education) and Werkpad every sector', async () => {
    const stroomlijn = await sectorFacetOf('kandidaat@stroomlijn.demo.koers.nl');
    expect(stroomlijn.settings.filters.map((filter: any) => [filter.value, filter.default])).toEqual([
      ['Q', true],
      ['P', true],
    ]);
    const werkpad = await sectorFacetOf('kandidaat@demo.koers.nl');
    expect(werkpad.settings.filters).toBeUndefined();
  });
});
