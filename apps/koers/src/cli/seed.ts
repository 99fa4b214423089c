import { followDemoThemeHost } from '@koers/server/seed/demo-theme';
import {
  DEMO_INTERNET_EMPLOYERS,
  DEMO_VACANCY_OCCUPATION_CODES,
  linkDemoVacancyOccupations,
} from '@koers/server/seed/internal-vacancies.seed';
import {
  findDemoSavedVacancies,
  isSavedVacanciesSeeded,
  seedSavedVacancies,
} from '@koers/server/seed/saved-vacancies.seed';
import { isSeeded, seedDemoWorldWithFiles } from '@koers/server/seed/seed';
import { loadConfig } from '@koers/server-core/config';
import { openOrExit } from '@koers/server-core/db/database';
import { findDemoJobTitles, findDemoVacancyIds, isVacanciesSeeded, seedVacancies } from '@koers/vacancies/seed';
import { closeDatabases, openDatabases, prepareDatabases } from '../bootstrap';

// `npm run seed`: migrates, then builds the demo world unless one is there already.
const config = loadConfig();
const databases = await openOrExit(() => openDatabases(config), '[koers]');
await prepareDatabases(databases);
if (await isSeeded(databases.database)) {
  console.log('[koers] de database bevat al gegevens; er is niets toegevoegd');
} else {
  await seedDemoWorldWithFiles(databases.database, config, (message) => console.log(`[koers] ${message}`));
  console.log('[koers] demowereld aangemaakt');
}
await followDemoThemeHost(databases.database.db, config.publicUrl);
if (await isVacanciesSeeded(databases.vacanciesDatabase)) {
  console.log('[koers] de internetvacatures zijn er al; er is niets toegevoegd');
} else {
  await seedVacancies(databases.vacanciesDatabase, {
    log: (message) => console.log(`[koers] ${message}`),
    knownEmployers: DEMO_INTERNET_EMPLOYERS,
  });
}
// Saved vacancies refer to internet vacancies: this step needs both demo worlds.
if (!(await isSavedVacanciesSeeded(databases.database.db))) {
  const found = await findDemoSavedVacancies((search) => findDemoVacancyIds(databases.vacanciesDatabase, search));
  await databases.database.db.transaction((tx) => seedSavedVacancies(tx, found));
  // The demo internal vacancies' occupations: their ids are the vacancies service's.
  const jobTitles = await findDemoJobTitles(databases.vacanciesDatabase, DEMO_VACANCY_OCCUPATION_CODES);
  await linkDemoVacancyOccupations(databases.database.db, jobTitles);
  console.log('[koers] opgeslagen vacatures, favorieten en beroepen van de vacatures aangemaakt');
}
await closeDatabases(databases);
