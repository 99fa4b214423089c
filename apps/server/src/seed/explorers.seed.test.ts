import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';
import { DEMO_VACANCY_CONTRACT_FIELD } from './internal-vacancies.seed';

const t = useDemoWorldApp();

async function sectorFacetOf(email: string) {
  const client = await t.loginAsDemo(email);
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

  it('give Werkpad’s vacancy explorer a filter on its vacancies’ Dienstverband, with counts', async () => {
    const client = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const explorers = await client.get('/api/v1/explorers');
    const own = explorers.body.data.find((item: any) => item.attributes.resourceType === 'ExplorerVacancy');
    const filter = own.attributes.indexConfiguration.componentConfigurations.find(
      (component: any) => component.code === 'custom_field',
    );
    expect(filter.settings).toEqual({
      customFieldId: demoId(DEMO_VACANCY_CONTRACT_FIELD),
      facetTitle: 'Dienstverband',
    });
    const search = await client.get('/api/v1/explorer_vacancies');
    const buckets = search.body.meta.facets[`cf[${filter.settings.customFieldId}]`];
    expect(buckets.map((bucket: any) => bucket.value).sort()).toEqual([
      'Tijdelijk',
      'Tijdelijk met uitzicht op vast',
      'Vast',
    ]);
    expect(buckets.reduce((sum: number, bucket: any) => sum + bucket.count, 0)).toBe(search.body.meta.count);
  });
});
