import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document, type Resource } from '@koers/server-core/jsonapi/document';
import { badRequest, notFound } from '@koers/server-core/jsonapi/errors';
import { externalVacancyPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { resolveLocation } from '../places/locations';
import { distanceKm } from './geo';
import { matchOf, type ResolvedMatch, resolveMatch } from './match';
import { searchVacancies } from './search/search.queries';
import { explorerQueryInput, vacancyDetailQuery } from './vacancies.input';
import { createVacanciesRepository, type LoadedVacancy } from './vacancies.repository';
import { includedFor, serializeExternalVacancy, vacancyShapeFor } from './vacancies.serializer';
import { sourcesFor } from './vacancies.service';

/** Adds the explained match to a vacancy's resource when a profile was given (`meta.match`). */
function withMatch(resource: Resource, match: ResolvedMatch | undefined, vacancy: LoadedVacancy): Resource {
  return match ? { ...resource, meta: { ...resource.meta, match: matchOf(match, vacancy) } } : resource;
}

const vacancyNotFound = () => notFound('Deze vacature bestaat niet (meer).');

/** Internet vacancies: the explorer search (SPEC §7) and one vacancy with its includes. */
export const externalVacanciesRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  searchExternalVacanciesRoute(app, ctx);
  readExternalVacancyRoute(app, ctx);
};

function searchExternalVacanciesRoute(
  app: FastifyInstance,
  { database: { db }, searchCounts, searchIndex }: VacanciesContext,
) {
  route(app, {
    method: 'GET',
    url: '/external_vacancies',
    access: policyAccess('externalVacancies.list', externalVacancyPolicy.list),
    query: explorerQueryInput,
    async handler({ query, request }, reply) {
      // Fastify's clock starts when the request is routed (`performance.now()`).
      const arrivedAt = performance.now() - reply.elapsedTime;
      const { include, fields } = query;
      const now = new Date();
      const match = query.match ? await resolveMatch(db, query.match) : undefined;
      const shape = vacancyShapeFor(fields, include);
      const result = await searchVacancies(db, query, now, {
        ...(match ? { match } : {}),
        ...(searchCounts ? { counts: searchCounts, arrivedAt } : {}),
        // On both databases: words are matched and ranked in the text index (text-index.ts).
        ...(searchIndex ? { index: searchIndex } : {}),
        // The list's cards come with the index's answer (search-cards.ts), read with its rows.
        cards: shape === 'list',
      });
      // A fieldset without the long texts loads none of them; the list's cards only what they show.
      const vacancies =
        result.cards ??
        (await createVacanciesRepository(db).findByIds(
          result.hits.map((hit) => hit.id),
          { shape },
        ));
      const distances = new Map(result.hits.map((hit) => [hit.id, hit.distanceKm]));
      const sources = await sourcesFor(db, vacancies, include);
      const data = vacancies.map((vacancy) =>
        withMatch(
          serializeExternalVacancy(vacancy, {
            now,
            fields,
            distanceKm: distances.get(vacancy.id) ?? null,
            ...(include.has('sources') ? { sources: sources.get(vacancy.id) ?? [] } : {}),
          }),
          match,
          vacancy,
        ),
      );
      return reply.jsonApi(
        document(data, {
          included: includedFor(vacancies, include, sources),
          meta: {
            count: result.count,
            facets: result.facets,
            period: query.period,
            sort: query.sort,
            location: result.location
              ? {
                  ...result.location,
                  coordinates: { lat: result.location.latitude, lon: result.location.longitude },
                  radius: query.radiusKm,
                }
              : null,
          },
          links: listLinks(request, query.page, result.count),
        }),
      );
    },
  });
}

function readExternalVacancyRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/external_vacancies/:id',
    access: policyAccess('externalVacancies.read', externalVacancyPolicy.read),
    params: pathParams({ id: uuidParam }, vacancyNotFound),
    query: vacancyDetailQuery,
    async handler({ params, query }, reply) {
      const [vacancy] = await createVacanciesRepository(db).findByIds([params.id]);
      if (!vacancy) throw vacancyNotFound();
      let distance: number | null = null;
      if (query.geoId !== undefined) {
        const location = await resolveLocation(db, query.geoId);
        if (!location) throw badRequest(`Onbekende locatie: ${query.geoId}.`, 'geoId', 'invalid_location');
        if (vacancy.latitude !== null && vacancy.longitude !== null) {
          distance = distanceKm(location, { latitude: vacancy.latitude, longitude: vacancy.longitude });
        }
      }
      const sources = await sourcesFor(db, [vacancy], query.include);
      const now = new Date();
      const match = query.match ? await resolveMatch(db, query.match) : undefined;
      return reply.jsonApi(
        document(
          withMatch(
            serializeExternalVacancy(vacancy, {
              now,
              fields: query.fields,
              distanceKm: distance,
              ...(query.include.has('sources') ? { sources: sources.get(vacancy.id) ?? [] } : {}),
            }),
            match,
            vacancy,
          ),
          { included: includedFor([vacancy], query.include, sources) },
        ),
      );
    },
  });
}
