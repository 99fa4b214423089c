import { todayInAmsterdam } from '@koers/shared/calendar';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

describe('demo journals', () => {
  it('every demo dossier has entries, within its track and never in the future, some for the team only', async () => {
    const result = await t.database.db.execute(sql`
      select d.id, count(j.id)::int as entries, count(j.id) filter (where j.visibility = 'team')::int as team,
        bool_and(j.occurred_on between t.starts_on and least(t.ends_on, ${todayInAmsterdam()}::date)) as within
      from dossiers d join tracks t on t.dossier_id = d.id
      left join journal_entries j on j.dossier_id = d.id
      group by d.id`);
    const rows = (result as unknown as { rows: Array<{ entries: number; team: number; within: boolean }> }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) expect(row).toMatchObject({ entries: 3, team: 1, within: true });
  });

  it('Daan reads the entries meant for him on his journal; his coach reads all three', async () => {
    const path = `/api/v1/dossier/${demoId('dossier:daan-bakker')}/journal_entries`;
    const daan = await (await t.loginAsDemo('kandidaat@demo.koers.nl')).get(path);
    expect(daan.body.data.map((entry: { attributes: { visibility: string } }) => entry.attributes.visibility)).toEqual([
      'candidate',
      'candidate',
    ]);
    const coach = await (await t.loginAsDemo('coach@demo.koers.nl')).get(path);
    expect(coach.body.meta.count).toBe(3);
    expect(coach.body.data[0].attributes.createdByName).toEqual(expect.any(String));
  });
});
