import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import { plainText, trainingSuggestionPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { suggestTrainings, type TrainingRow } from './trainings.service';

function serializeTraining(row: TrainingRow) {
  return resource('suggested_trainings', row.id, {
    name: row.name,
    method: row.method,
    level: row.level,
    price: row.price,
    priceCurrency: row.priceCurrency,
    duration: row.duration,
    durationUnit: row.durationUnit,
    description: row.description,
    url: row.url,
  });
}

export const trainingsRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  suggestTrainingsRoute(app, ctx);
};

/**
 * Training suggestions (SPEC §7 `suggestions/trainings`): courses from the catalogue that match
 * the words of the term (a vacancy title, an occupation title) or prepare for the occupation
 * those words name.
 */
function suggestTrainingsRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/suggestions/trainings',
    access: policyAccess('trainingSuggestions.list', trainingSuggestionPolicy.list),
    query: listQuery({
      filter: { term: plainText().trim().min(1, 'Vul een zoekterm in.').max(300) },
      defaultPageSize: 5,
      maxPageSize: 20,
    }),
    async handler({ query }, reply) {
      const term = query.filter.term;
      if (term === undefined)
        throw badRequest('Geef een zoekterm op met filter[term].', 'filter[term]', 'invalid_filter');
      const rows = await suggestTrainings(db, term, query.page.size);
      return reply.jsonApi(document(rows.map(serializeTraining), { meta: { count: rows.length } }));
    },
  });
}
