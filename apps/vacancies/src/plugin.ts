import type { FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from './app-context';

/** The feature modules of the vacancies service; each registers its own routes. */
const modules: Array<FastifyPluginAsync<VacanciesContext>> = [];

/**
 * The vacancies service's API, mounted at `<prefix>/api/v1`. The main process mounts it under
 * `/vacancies`; run alone (`npm run start:vacancies`) it is mounted the same way on its own port.
 * Access control, JSON:API handling and the write guard come from the host server
 * (`createServer` of server-core), so both ways of running enforce the same rules.
 */
export const vacanciesPlugin: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module, ctx);
    },
    { prefix: '/api/v1' },
  );
};
