import path from 'node:path';
import { createRemoteActorResolver } from '@koers/server-core/auth/remote-actor-resolver';
import { loadConfig } from '@koers/server-core/config';
import { databaseAnswers, openDatabase, openOrExit } from '@koers/server-core/db/database';
import { createServer } from '@koers/server-core/http/create-server';
import { registerHealthRoutes } from '@koers/server-core/http/health';
import { installGracefulShutdown } from '@koers/server-core/http/shutdown';
import { vacanciesPlugin } from './plugin';
import { prepareVacanciesDatabase } from './prepare';
import { isVacanciesSeeded, seedVacancies } from './seed';

// The vacancies service on its own: own port (default 3001), own database, and sessions
// checked by asking the main backend at MAIN_API_URL.
const config = loadConfig(process.env, { port: 3001 });
const database = await openOrExit(
  () =>
    openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, applicationName: 'koers-vacancies' }
        : { dataDir: path.join(config.dataDir, 'vacancies') },
    ),
  '[koers-vacatures]',
);
await prepareVacanciesDatabase(database);
if (!(await isVacanciesSeeded(database))) {
  const say = (message: string) => console.log(`[koers-vacatures] ${message}`);
  say('eerste start: internetvacatures worden geïmporteerd');
  await seedVacancies(database, { log: say });
}

const app = await createServer(config, { resolver: createRemoteActorResolver({ mainApiUrl: config.mainApiUrl }) });
registerHealthRoutes(app, [{ name: 'database', check: () => databaseAnswers(database) }]);
await app.register(vacanciesPlugin, { prefix: '/vacancies', config, database });
installGracefulShutdown(app, [() => database.close()]);
await app.listen({ port: config.port, host: config.host });
