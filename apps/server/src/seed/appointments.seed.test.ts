import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

describe('demo appointments', () => {
  it('every running demo dossier has one coming appointment; Daan sees his, with its coach', async () => {
    const [row] = await t.database.query<{ missing: number }>(
      `select count(*)::int as missing from dossiers d join tracks t on t.dossier_id = d.id
       where t.ends_on >= current_date
         and not exists (select 1 from appointments a where a.dossier_id = d.id and a.starts_at > now())`,
    );
    expect(row?.missing).toBe(0);
    const daan = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const list = await daan.get(`/api/v1/dossier/${demoId('dossier:daan-bakker')}/appointments`, {
      query: { 'filter[when]': 'upcoming' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].attributes.organizerName).toEqual(expect.any(String));
  });
});
