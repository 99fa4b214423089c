import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { importText, jobPosting } from '../../../testing/vacancies-testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-06-15T12:00:00Z');

describe("an employer's sector learnt later", () => {
  it("reaches the search rows of the employer's earlier vacancies", async () => {
    const employer = { '@type': 'Organization', name: 'Sectortest Horeca B.V.' };
    const importPosting = (title: string, description: string, hiringOrganization: Record<string, unknown>) =>
      importText(
        t.database,
        `${JSON.stringify(
          jobPosting({
            identifier: { '@type': 'PropertyValue', value: title },
            url: `https://www.werkplein.example/v/${encodeURIComponent(title)}`,
            title,
            description,
            hiringOrganization,
          }),
        )}\n`,
        { now: NOW },
      );
    await importPosting('Kok sectortest', '<p>Je kookt elke avond voor honderd gasten.</p>', employer);
    const second = await importPosting('Bediening sectortest', '<p>Je serveert op ons terras aan de haven.</p>', {
      ...employer,
      industry: 'I',
    });
    expect(second).toMatchObject({ created: 1 });
    const rows = await t.database.query<{ title: string; sector: string | null }>(
      `select v.title, s.sector from vacancies.vacancy_search s
       join vacancies.external_vacancies v on v.id = s.vacancy_id
       where v.title like '%sectortest' order by v.title`,
    );
    expect(rows).toEqual([
      { title: 'Bediening sectortest', sector: 'I' },
      { title: 'Kok sectortest', sector: 'I' },
    ]);
  });
});
