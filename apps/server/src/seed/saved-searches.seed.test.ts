import { describe, expect, it } from 'vitest';
import { DEMO_CONTEXT_IDS, demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

describe('demo saved searches', () => {
  it('Daan has a weekly search of Werkpad’s own vacancies around Utrecht that the explorer opens', async () => {
    const daan = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const list = await daan.get(`/api/v1/dossier/${demoId('dossier:daan-bakker')}/saved_searches`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: any) => row.attributes)).toEqual([
      expect.objectContaining({ name: 'Vacatures van Werkpad rond Utrecht', frequency: 'weekly', paused: false }),
    ]);
    const { query } = list.body.data[0].attributes;
    const search = await daan.get('/api/v1/explorer_vacancies', { query });
    expect(search.status).toBe(200);
    expect(search.body.meta.count).toBeGreaterThan(0);
    expect(DEMO_CONTEXT_IDS.daan).toBeTruthy();
  });
});
