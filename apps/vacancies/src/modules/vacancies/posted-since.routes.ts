import { serviceAccess } from '@koers/server-core/http/access';
import { queryParams, route } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { plainText } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { VacanciesContext } from '../../app-context';
import { vacanciesPostedSince } from './search/posted-since';

/** Most vacancies one call gives (what the alert job asks for). */
const MAX_LIMIT = 200;

const moment = (name: string) =>
  z.iso.datetime({ offset: true, error: `Geef bij ${name} een tijdstip, bijvoorbeeld 2026-01-31T12:00:00Z.` });

const postedSinceQuery = queryParams({
  search: plainText({ error: 'Geef bij search de parameters van de zoekopdracht.' }).max(4000, {
    error: 'De zoekopdracht is te lang.',
  }),
  since: moment('since'),
  now: moment('now'),
  limit: z.coerce
    .number({ error: `Geef bij limit een aantal van 1 tot en met ${MAX_LIMIT}.` })
    .int({ error: `Geef bij limit een aantal van 1 tot en met ${MAX_LIMIT}.` })
    .min(1, { error: `Geef bij limit een aantal van 1 tot en met ${MAX_LIMIT}.` })
    .max(MAX_LIMIT, { error: `Geef bij limit een aantal van 1 tot en met ${MAX_LIMIT}.` }),
});

/**
 * Calls of the main backend when the services run apart (README, "Services apart"): a saved
 * internet search's new vacancies for its alert. Not part of the public API; registered only
 * when SERVICE_TOKEN is set, and answered only to a caller presenting it.
 */
export const postedSinceRoutes: FastifyPluginAsync<VacanciesContext> = async (app, { config, database }) => {
  const token = config.services.serviceToken;
  if (!token) return;
  route(app, {
    method: 'GET',
    url: '/posted_since',
    access: serviceAccess(token),
    query: postedSinceQuery,
    async handler({ query }, reply) {
      const found = await vacanciesPostedSince(database.db, {
        query: Object.fromEntries(new URLSearchParams(query.search)),
        since: new Date(query.since),
        now: new Date(query.now),
        limit: query.limit,
      });
      return reply.jsonApi(
        document(
          found.map(({ id, postedAt, ...attributes }) => ({
            type: 'external_vacancies',
            id,
            attributes: { ...attributes, postedAt: postedAt.toISOString() },
          })),
        ),
      );
    },
  });
};
