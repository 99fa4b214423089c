import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document, relationship, resource } from '@koers/server-core/jsonapi/document';
import { EMPLOYER_PAGE_SIZE, employerPolicy, humanEducationLevel, humanHoursIndication } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { ownOrganization } from '../dossiers/dossiers.service';
import { employerErrors } from './employers.errors';
import { employerIdentityAttributes } from './employers.serializer';
import {
  type InternalEmployerRow,
  listEmployersWithPublishedVacancies,
  loadInternalEmployer,
  type PublishedVacancyRow,
} from './internal-employers.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What candidates and staff see of an employer: no account managers, contacts or archive state. */
function serializeInternalEmployer(row: InternalEmployerRow, vacancies?: PublishedVacancyRow[]) {
  return resource(
    'internal_employers',
    row.id,
    {
      ...employerIdentityAttributes(row),
      publishedVacancyCount: row.publishedVacancyCount,
    },
    vacancies
      ? {
          relationships: {
            publishedVacancies: relationship(
              vacancies.map((vacancy) => ({ type: 'internal_vacancies', id: vacancy.id })),
            ),
          },
        }
      : {},
  );
}

/** A published vacancy as the employer's profile lists it; its detail is the explorer's. */
function serializePublishedVacancy(row: PublishedVacancyRow) {
  return resource('internal_vacancies', row.id, {
    title: row.title,
    city: row.city,
    humanJobTitle: row.jobTitleLabel,
    humanHoursIndication: humanHoursIndication(row.hoursMin, row.hoursMax),
    humanEducationLevel: humanEducationLevel(row.educationLevelCode),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  });
}

/** Werkgevers of the own organisation (employers-internal, SPEC §2.2, §6): read-only. */
export const internalEmployersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listInternalEmployersRoute(app, ctx);
  readInternalEmployerRoute(app, ctx);
};

/** The list, 20 a page; `_count` alone tells the menu whether there are any. */
function listInternalEmployersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/internal_employers',
    access: policyAccess('employers.viewInternal', employerPolicy.viewInternal),
    params: pathParams({ organizationId: uuidParam }),
    query: listQuery({ defaultPageSize: EMPLOYER_PAGE_SIZE }),
    async handler({ actor, params, query, request }, reply) {
      const organizationId = ownOrganization(actor, params.organizationId);
      const { rows, count } = await listEmployersWithPublishedVacancies(db, actor, {
        q: query.q,
        page: query.page,
        count: query.count,
      });
      return reply.jsonApi(
        document(
          rows.map((row) => serializeInternalEmployer(row)),
          {
            meta: count === null ? {} : { count },
            links: listLinks(request, query.page, count, `/api/v1/organization/${organizationId}/internal_employers`),
          },
        ),
      );
    },
  });
}

/** One employer's profile, its published vacancies included. */
function readInternalEmployerRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/internal_employer/:id',
    access: policyAccess('employers.viewInternal', employerPolicy.viewInternal),
    params: pathParams({ id: uuidParam }, employerErrors.notFound),
    async handler({ actor, params }, reply) {
      const { employer, vacancies } = await loadInternalEmployer(db, actor, params.id);
      return reply.jsonApi(
        document(serializeInternalEmployer(employer, vacancies), {
          included: vacancies.map(serializePublishedVacancy),
        }),
      );
    },
  });
}
