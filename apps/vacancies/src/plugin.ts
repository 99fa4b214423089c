import { createNotificationListener } from '@koers/server-core/db/notifications';
import type { FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from './app-context';
import { jobTitlesRoutes } from './modules/occupations/job-titles.routes';
import { placesRoutes } from './modules/places/places.routes';
import { trainingsRoutes } from './modules/trainings/trainings.routes';
import { externalVacanciesRoutes } from './modules/vacancies/external-vacancies.routes';
import { internetEmployersRoutes } from './modules/vacancies/internet-employers.routes';
import { postedSinceRoutes } from './modules/vacancies/posted-since.routes';
import { createSearchCountsCache } from './modules/vacancies/search/search-counts';
import { createSearchIndexKeeper } from './modules/vacancies/search/search-index';

/** The feature modules of the vacancies service; each registers its own routes. */
const modules: Array<FastifyPluginAsync<VacanciesContext>> = [
  externalVacanciesRoutes,
  internetEmployersRoutes,
  placesRoutes,
  jobTitlesRoutes,
  trainingsRoutes,
];

/**
 * The vacancies service's API, mounted at `<prefix>/api/v1`. The main process mounts it under
 * `/vacancies`; run alone (`npm run start:vacancies`) it is mounted the same way on its own port.
 * Access control, JSON:API handling and the write guard come from the host server
 * (`createServer` of server-core), so both ways of running enforce the same rules.
 */
export const vacanciesPlugin: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  // The service's own listening session: the database announces changes to what explorer
  // searches count (migration 0005), so counts kept by any instance stay exact.
  const listener = createNotificationListener(ctx.database, {
    onError: (error) => app.log.warn({ err: error }, 'verbinding om naar de vacaturedatabase te luisteren verbroken'),
  });
  app.addHook('onClose', () => listener.close());
  const searchCounts = createSearchCountsCache(listener);
  const searchIndex = createSearchIndexKeeper(listener);
  await app.register(
    async (api) => {
      // Only the context goes on: the options also carry this plugin's own prefix.
      const context: VacanciesContext = { config: ctx.config, database: ctx.database, searchCounts, searchIndex };
      for (const module of modules) await api.register(module, context);
    },
    { prefix: '/api/v1' },
  );
  // Between the services, not for browsers: beside the public API, under its own prefix.
  await app.register(postedSinceRoutes, { config: ctx.config, database: ctx.database, prefix: '/internal' });
};
