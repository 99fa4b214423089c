import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { importCorpus } from '../../../testing/vacancies-testing';

const NOW = new Date('2026-06-15T12:00:00Z');

// A database of its own per import: the generator numbers its jobs from 1 in every corpus, so two
// imports of one corpus into one database would find each other's postings.
const apps: TestApp[] = [];
beforeAll(async () => {
  for (let index = 0; index < 2; index++) apps.push(await startTestApp());
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Every posting with the vacancy it landed in: that vacancy's default posting, title, text and employer. */
async function landed(t: TestApp) {
  return t.database.query(
    `select s.source_key, d.source_key as default_key, v.title, v.posted_at, md5(v.full_text) as text, e.name as employer
     from vacancies.vacancy_sources s join vacancies.external_vacancies v on v.id = s.vacancy_id
     join vacancies.vacancy_sources d on d.id = v.default_source_id
     join vacancies.internet_employers e on e.id = v.employer_id
     order by s.source_key`,
  );
}

describe('normalising in a worker thread', () => {
  it('lands every posting where normalising in this thread does when a worker takes over after 150 records', async () => {
    const [here, handedOver] = apps as [TestApp, TestApp];
    // Chunks of 64 to the worker (more than it may run ahead), batches of 37 and the hand-over after 150 records do not line
    // up: the records must still reach the batches in the feed's order.
    const options = { count: 600, seed: 'dedup', now: NOW, batchSize: 37 };
    const reference = await importCorpus(here.database, options);
    expect(reference.summary.reposts).toBeGreaterThan(100);
    expect(reference.stats).toMatchObject({
      read: 600,
      failed: 0,
      created: reference.summary.jobs,
      merged: reference.summary.reposts,
    });
    const expected = await landed(here);
    expect(expected).toHaveLength(600);
    // Each vacancy holds the postings of one planted job: its number ends each identifier.
    const jobsOf = new Map<string, Set<string>>();
    for (const row of expected as Array<{ source_key: string; default_key: string }>)
      jobsOf.set(
        row.default_key,
        (jobsOf.get(row.default_key) ?? new Set()).add(row.source_key.split('-').pop() ?? ''),
      );
    expect(jobsOf.size).toBe(reference.summary.jobs);
    expect([...jobsOf.values()].every((jobs) => jobs.size === 1)).toBe(true);

    const { stats } = await importCorpus(handedOver.database, { ...options, normalizeInWorkerAfter: 150 });
    expect(stats).toEqual(reference.stats);
    expect(await landed(handedOver)).toEqual(expected);
    // Two imports and a comparison of 600 postings: more than the default 30 s on a busy machine.
  }, 90_000);
});
