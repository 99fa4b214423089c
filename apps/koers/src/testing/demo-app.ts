import {
  DEMO_INTERNET_EMPLOYERS,
  DEMO_VACANCY_OCCUPATION_CODES,
  linkDemoVacancyOccupations,
} from '@koers/server/seed/internal-vacancies.seed';
import { findDemoSavedVacancies, seedSavedVacancies } from '@koers/server/seed/saved-vacancies.seed';
import { seedDemoWorldWithFiles } from '@koers/server/seed/seed';
import { findDemoJobTitles, findDemoVacancyIds, seedVacancies } from '@koers/vacancies/seed';
import { startTestApp, type TestApp } from './test-app';

/**
 * The running product as `npm start` builds it on first start — the main backend with the
 * vacancies service mounted, on the demo world with a small internet-vacancy corpus and the
 * demo saved vacancies between them — on a fresh clone of the migrated template database.
 */
export async function startDemoApp(
  options: { vacancies?: number; jobs?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const t = await startTestApp({
    ...(options.jobs === false ? { jobs: false } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  try {
    await seedDemoWorldWithFiles(t.database, t.config);
    await seedVacancies(t.database, { count: options.vacancies ?? 150, knownEmployers: DEMO_INTERNET_EMPLOYERS });
    const found = await findDemoSavedVacancies((search) => findDemoVacancyIds(t.database, search));
    await t.database.db.transaction((tx) => seedSavedVacancies(tx, found));
    await linkDemoVacancyOccupations(t.database.db, await findDemoJobTitles(t.database, DEMO_VACANCY_OCCUPATION_CODES));
    return t;
  } catch (error) {
    await t.close();
    throw error;
  }
}
