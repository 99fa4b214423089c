import { policyAccess } from '@koers/server-core/http/access';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { AUTOCOMPLETE_PAGE_SIZE, PROVINCES, type ProvinceCode, placePolicy } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { type ResolvedLocation, resolveLocation } from './locations';
import { createPlacesRepository } from './places.repository';

function serializeLocation(location: ResolvedLocation) {
  return resource('places', location.geoId, {
    name: location.name,
    kind: location.kind,
    provinceCode: location.provinceCode,
    province: location.provinceCode ? PROVINCES[location.provinceCode] : null,
    coordinates: { lat: location.latitude, lon: location.longitude },
  });
}

/** Locations for the explorer's location field: places by name, or a four-digit postal code. */
export const placesRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  const db = ctx.database.db;
  const repo = createPlacesRepository(db);

  app.get('/places', { config: { access: policyAccess('places.list', placePolicy.list) } }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>, {
      defaultPageSize: AUTOCOMPLETE_PAGE_SIZE,
      maxPageSize: 50,
    });
    const term = query.q ?? '';
    const locations: ResolvedLocation[] = [];
    if (/^[1-9]\d{3}/.test(term)) {
      const postalCode = await resolveLocation(db, term.slice(0, 4));
      if (postalCode) locations.push(postalCode);
    } else if (term !== '') {
      for (const place of await repo.search(term, query.page.size)) {
        locations.push({
          geoId: place.id,
          kind: 'place',
          name: place.name,
          provinceCode: place.provinceCode as ProvinceCode,
          latitude: place.latitude,
          longitude: place.longitude,
        });
      }
    }
    return reply.jsonApi(document(locations.map(serializeLocation), { meta: { count: locations.length } }));
  });

  app.get(
    '/places/:geoId',
    { config: { access: policyAccess('places.read', placePolicy.list) } },
    async (request, reply) => {
      const { geoId } = request.params as { geoId: string };
      const location = /^[a-z0-9-]{2,80}$/.test(geoId) ? await resolveLocation(db, geoId) : null;
      if (!location) throw notFound('Deze plaats of postcode is niet gevonden.');
      return reply.jsonApi(document(serializeLocation(location)));
    },
  );
};
