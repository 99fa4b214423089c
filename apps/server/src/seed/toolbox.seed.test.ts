import { describe, expect, it } from 'vitest';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

describe('demo toolbox', () => {
  it('Daan has tips from his coach, newest first, one read; the coach’s library has them all', async () => {
    const daan = await (await t.loginAsDemo('kandidaat@demo.koers.nl')).get('/api/v1/my/essentials');
    expect(daan.body.meta).toMatchObject({ count: 3, unread: 2 });
    expect(daan.body.data.map((row: { attributes: { title: string } }) => row.attributes.title)).toEqual([
      'Voorbereiden op een sollicitatiegesprek',
      'Netwerken zonder ongemak',
      'Een sollicitatiebrief in vijf stappen',
    ]);
    const coach = await (await t.loginAsDemo('coach@demo.koers.nl')).get('/api/v1/toolbox_items');
    expect(coach.body.meta.count).toBe(4);
  });
});
