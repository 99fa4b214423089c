import { demoId } from '@koers/server/seed/demo-ids';
import { DEMO_INTERNET_EMPLOYERS } from '@koers/server/seed/internal-vacancies.seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './testing/demo-app';
import type { TestApp } from './testing/test-app';

// The demo internal vacancies carry a real occupation of the vacancies service (an authored
// fallback occupation, linked by the composition on first start), so the job-title popover, the
// description draft and the match have something to work with.

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp({ vacancies: 30, jobs: false });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

type Vacancy = {
  id: string;
  attributes: { title: string; jobTitleId: string | null; jobTitleCode: string | null; humanJobTitle: string | null };
};
type JobTitle = { id: string; attributes: { code: string; labelNl: string; description: string | null } };

describe('demo internal vacancies', () => {
  it('each name an occupation of the vacancies service by id, code and label, with its tasks as description', async () => {
    const client = t.client();
    expect((await client.login('accountmanager@demo.koers.nl', 'Koers-demo-2026')).status).toBe(201);
    const listed = await client.get('/api/v1/employer_vacancies', { query: { 'page[size]': '100' } });
    const vacancies = listed.body.data as Vacancy[];
    expect(vacancies.length).toBeGreaterThan(10);
    for (const vacancy of vacancies) {
      expect(vacancy.attributes.jobTitleId, vacancy.attributes.title).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = [...new Set(vacancies.map((vacancy) => vacancy.attributes.jobTitleId as string))];
    const found = await client.get('/vacancies/api/v1/job_titles', { query: { 'filter[id]': ids.join(',') } });
    const jobTitles = new Map((found.body.data as JobTitle[]).map((item) => [item.id, item.attributes]));
    expect(jobTitles.size).toBe(ids.length);
    for (const vacancy of vacancies) {
      const jobTitle = jobTitles.get(vacancy.attributes.jobTitleId as string);
      expect(jobTitle?.code).toBe(vacancy.attributes.jobTitleCode);
      expect(jobTitle?.labelNl).toBe(vacancy.attributes.humanJobTitle);
      // The description draft lists the occupation's tasks.
      expect(jobTitle?.description).toMatch(/^Je .+\.$/);
    }
    const timmerman = vacancies.find((vacancy) => vacancy.attributes.title === 'Timmerman');
    expect(timmerman?.attributes).toMatchObject({ jobTitleCode: '7115.K1', humanJobTitle: 'Timmerman' });
  });

  it('match a candidate’s favourite occupation: Daan wants to be a timmerman', async () => {
    const client = t.client();
    expect((await client.login('kandidaat@demo.koers.nl', 'Koers-demo-2026')).status).toBe(201);
    const profile = await client.get(`/api/v1/dossier/${demoId('dossier:daan-bakker')}/match_profile`);
    expect(profile.body.data.attributes.occupationCodes).toContain('7115.K1');
    const listed = await client.get('/api/v1/explorer_vacancies', {
      query: { 'match[occupationCodes]': '7115.K1', sort: 'match', 'page[size]': '1' },
    });
    const [best] = listed.body.data as Array<{
      attributes: { title: string };
      meta: { match: { reasons: Array<{ rule: string }> } };
    }>;
    expect(best?.attributes.title).toBe('Timmerman');
    expect(best?.meta.match.reasons.map((reason) => reason.rule)).toContain('occupation');
  });
});

describe('demo employers on the internet', () => {
  it('each active demo employer is found by its KvK number, with its own ads in its own town', async () => {
    const client = t.client();
    expect((await client.login('accountmanager@demo.koers.nl', 'Koers-demo-2026')).status).toBe(201);
    expect(DEMO_INTERNET_EMPLOYERS.length).toBeGreaterThan(5);
    for (const employer of DEMO_INTERNET_EMPLOYERS) {
      const found = await client.get('/vacancies/api/v1/internet_employers', {
        query: { 'filter[coc_number]': employer.cocNumber },
      });
      const [internet] = found.body.data as Array<{ attributes: { name: string; vacancyCount: number } }>;
      expect(internet?.attributes.name, employer.name).toBe(employer.name);
      expect(internet?.attributes.vacancyCount, employer.name).toBeGreaterThan(0);
      const ads = await client.get('/vacancies/api/v1/external_vacancies', {
        query: { organizationCocNumber: employer.cocNumber, period: 'all' },
      });
      expect(ads.body.data.length, employer.name).toBeGreaterThan(0);
      for (const ad of ads.body.data as Array<{ attributes: { location: { city: string } } }>)
        expect(ad.attributes.location.city).toBe(employer.city);
    }
  });
});
