import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { AUTOCOMPLETE_PAGE_SIZE, PROVINCES, type ProvinceCode, placePolicy, plainText } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
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

const placeNotFound = () => notFound('Deze plaats of postcode is niet gevonden.');

/** Locations for the explorer's location field: places by name, or a four-digit postal code. */
export const placesRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  searchPlacesRoute(app, ctx);
  readPlaceRoute(app, ctx);
};

function searchPlacesRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/places',
    access: policyAccess('places.list', placePolicy.list),
    query: listQuery({ defaultPageSize: AUTOCOMPLETE_PAGE_SIZE, maxPageSize: 50 }),
    async handler({ query }, reply) {
      const term = query.q ?? '';
      const locations: ResolvedLocation[] = [];
      if (/^[1-9]\d{3}/.test(term)) {
        const postalCode = await resolveLocation(db, term.slice(0, 4));
        if (postalCode) locations.push(postalCode);
      } else if (term !== '') {
        for (const place of await createPlacesRepository(db).search(term, query.page.size)) {
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
    },
  });
}

function readPlaceRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/places/:geoId',
    access: policyAccess('places.read', placePolicy.list),
    params: pathParams({ geoId: plainText().regex(/^[a-z0-9-]{2,80}$/) }, placeNotFound),
    async handler({ params }, reply) {
      const location = await resolveLocation(db, params.geoId);
      if (!location) throw placeNotFound();
      return reply.jsonApi(document(serializeLocation(location)));
    },
  });
}
