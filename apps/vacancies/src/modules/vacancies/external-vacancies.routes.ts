import { policyAccess } from '@koers/server-core/http/access';
import { document, pageLinks } from '@koers/server-core/jsonapi/document';
import { badRequest, notFound } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { externalVacancyPolicy } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { resolveLocation } from '../places/locations';
import { distanceKm } from './geo';
import { parseExplorerQuery } from './search/explorer-query';
import { searchVacancies } from './search/search.service';
import { createVacanciesRepository, type SourceRow, type VacancyWithRelations } from './vacancies.repository';
import { EXTERNAL_VACANCY_INCLUDES, includedFor, serializeExternalVacancy } from './vacancies.serializer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseIncludes(value: unknown): Set<string> {
  if (value === undefined || value === '') return new Set();
  if (typeof value !== 'string') throw badRequest('De parameter include mag maar één keer voorkomen.', 'include');
  const include = new Set(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  for (const path of include) {
    if (!(EXTERNAL_VACANCY_INCLUDES as readonly string[]).includes(path))
      throw badRequest(`Onbekende include: ${path}.`, 'include', 'invalid_include');
  }
  return include;
}

export async function sourcesFor(
  repo: ReturnType<typeof createVacanciesRepository>,
  vacancies: VacancyWithRelations[],
  include: Set<string>,
): Promise<Map<string, SourceRow[]>> {
  if (!include.has('sources')) return new Map();
  return repo.sourcesOf(vacancies.map((vacancy) => vacancy.id));
}

/** Internet vacancies: the explorer search (SPEC §7) and one vacancy with its includes. */
export const externalVacanciesRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  const db = ctx.database.db;
  const repo = createVacanciesRepository(db);

  app.get(
    '/external_vacancies',
    { config: { access: policyAccess('externalVacancies.list', externalVacancyPolicy.list) } },
    async (request, reply) => {
      const { include: includeParam, ...raw } = request.query as Record<string, unknown>;
      const include = parseIncludes(includeParam);
      const query = parseExplorerQuery(raw);
      const now = new Date();
      const result = await searchVacancies(db, query, now);
      const vacancies = await repo.findByIds(result.hits.map((hit) => hit.id));
      const distances = new Map(result.hits.map((hit) => [hit.id, hit.distanceKm]));
      const sources = await sourcesFor(repo, vacancies, include);
      const data = vacancies.map((vacancy) =>
        serializeExternalVacancy(vacancy, {
          now,
          distanceKm: distances.get(vacancy.id) ?? null,
          ...(include.has('sources') ? { sources: sources.get(vacancy.id) ?? [] } : {}),
        }),
      );
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
        if (typeof value === 'string' && !key.startsWith('page[')) params.set(key, value);
      }
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
          links: pageLinks(request.url.split('?')[0] ?? '', params, query.page, result.count),
        }),
      );
    },
  );

  app.get(
    '/external_vacancies/:id',
    { config: { access: policyAccess('externalVacancies.read', externalVacancyPolicy.read) } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const raw = request.query as Record<string, unknown>;
      const query = parseListQuery(raw, { include: EXTERNAL_VACANCY_INCLUDES });
      if (!UUID.test(id)) throw notFound('Deze vacature bestaat niet (meer).');
      const [vacancy] = await repo.findByIds([id]);
      if (!vacancy) throw notFound('Deze vacature bestaat niet (meer).');
      let distance: number | null = null;
      if (typeof raw.geoId === 'string' && raw.geoId !== '') {
        const location = await resolveLocation(db, raw.geoId);
        if (!location) throw badRequest(`Onbekende locatie: ${raw.geoId}.`, 'geoId', 'invalid_location');
        if (vacancy.latitude !== null && vacancy.longitude !== null) {
          distance = distanceKm(location, { latitude: vacancy.latitude, longitude: vacancy.longitude });
        }
      }
      const sources = await sourcesFor(repo, [vacancy], query.include);
      const now = new Date();
      return reply.jsonApi(
        document(
          serializeExternalVacancy(vacancy, {
            now,
            distanceKm: distance,
            ...(query.include.has('sources') ? { sources: sources.get(vacancy.id) ?? [] } : {}),
          }),
          { included: includedFor([vacancy], query.include, sources) },
        ),
      );
    },
  );
};
