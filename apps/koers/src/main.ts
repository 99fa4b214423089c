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
import { installGracefulShutdown } from '@koers/server-core/http/shutdown';
import { localFilesDir } from '@koers/server-core/storage/create-file-storage';
import { findDemoJobTitles, findDemoVacancyIds, isVacanciesSeeded, seedVacancies } from '@koers/vacancies/seed';
import { buildApp } from './app';
import { closeDatabases, openDatabases, prepareDatabases } from './bootstrap';
import { ensureWebBuild } from './web-build';

// `npm start`: main backend, vacancies service and web app in one process on one port.
// `npm run start:server` (--only-server): the main backend without the vacancies service.
const onlyServer = process.argv.includes('--only-server');
const config = loadConfig();
const say = (message: string) => console.log(`[koers] ${message}`);

say(config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: ingebouwd (PGlite) in ${config.dataDir}`);
say(
  config.s3 ? `bestanden: bucket ${config.s3.bucket} (S3_BUCKET)` : `bestanden: op schijf in ${localFilesDir(config)}`,
);
const databases = await openOrExit(() => openDatabases(config), '[koers]');
await prepareDatabases(databases);
if (!(await isSeeded(databases.database))) {
  say('eerste start: demowereld wordt aangemaakt');
  await seedDemoWorldWithFiles(databases.database, config, say);
}
// The demo theme's host carries a port: the one this start is reached at.
await followDemoThemeHost(databases.database.db, config.publicUrl);
if (!onlyServer && !(await isVacanciesSeeded(databases.vacanciesDatabase))) {
  say('eerste start: internetvacatures worden geïmporteerd');
  await seedVacancies(databases.vacanciesDatabase, { log: say, knownEmployers: DEMO_INTERNET_EMPLOYERS });
}
// Saved vacancies refer to internet vacancies: this step needs both demo worlds, and only here
// (the composition) may one service's ids be handed to the other.
if (!onlyServer && !(await isSavedVacanciesSeeded(databases.database.db))) {
  say('demodata: opgeslagen vacatures en favorieten');
  const found = await findDemoSavedVacancies((search) => findDemoVacancyIds(databases.vacanciesDatabase, search));
  await databases.database.db.transaction((tx) => seedSavedVacancies(tx, found));
  // The demo internal vacancies' occupations: their ids are the vacancies service's.
  const jobTitles = await findDemoJobTitles(databases.vacanciesDatabase, DEMO_VACANCY_OCCUPATION_CODES);
  await linkDemoVacancyOccupations(databases.database.db, jobTitles);
}

// The web app is served from its build; make one when it is missing or older than its sources.
await ensureWebBuild(say);

const app = await buildApp({
  config,
  database: databases.database,
  vacanciesDatabase: onlyServer ? null : databases.vacanciesDatabase,
});
// Background jobs (mail, digests, housekeeping) start with the server and stop when it closes.
installGracefulShutdown(app, [() => closeDatabases(databases)]);
await app.listen({ port: config.port, host: config.host });
say(`Koers draait op ${config.publicUrl}`);
