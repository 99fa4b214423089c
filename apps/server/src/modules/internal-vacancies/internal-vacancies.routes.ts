import type { Db } from '@koers/server-core/db/database';
import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { relationshipId } from '@koers/server-core/jsonapi/body';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  INTERNAL_VACANCY_STATES,
  internalVacancyAttributesSchema,
  internalVacancyPolicy,
  internalVacancyUpdateSchema,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeCustomField } from '../custom-fields/custom-fields.serializer';
import { candidateCountsOf } from './employer-candidates.service';
import { internalVacancyErrors } from './internal-vacancies.errors';
import { INTERNAL_VACANCY_INCLUDES, serializeInternalVacancy } from './internal-vacancies.serializer';
import {
  createInternalVacancy,
  type InternalVacancyView,
  listManagedVacancies,
  readInternalVacancyView,
  setInternalVacancyClosed,
  updateInternalVacancy,
  vacancyContactOptions,
  vacancyCustomFields,
} from './internal-vacancies.service';

const PAGE_SIZE = 20;
const vacancyParams = pathParams({ id: uuidParam }, internalVacancyErrors.notFound);
const employerParams = pathParams({ id: uuidParam }, internalVacancyErrors.employerNotFound);
const listSpec = {
  include: INTERNAL_VACANCY_INCLUDES,
  defaultPageSize: PAGE_SIZE,
  filter: {
    state: z.enum(INTERNAL_VACANCY_STATES, { error: `Kies een van: ${INTERNAL_VACANCY_STATES.join(', ')}.` }),
    employer: z.uuid({ error: 'Geef het id van een werkgever.' }),
  },
};
const detailSpec = { include: INTERNAL_VACANCY_INCLUDES };
const WRITE_INCLUDES = new Set(['employer', 'contact', 'account_manager', 'custom_field_values']);

/** Absent relation: unchanged (undefined); `{ data: null }`: cleared; else its id. */
function optionalRelation(relationships: Record<string, unknown>, name: string, type: string) {
  if (relationships[name] === undefined) return undefined;
  return relationshipId(relationships, name, type);
}

function relationsOf(relationships: Record<string, unknown>) {
  return {
    contactId: optionalRelation(relationships, 'contact', 'employer_contacts'),
    accountManagerId: optionalRelation(relationships, 'accountManager', 'account_managers'),
  };
}

/** The views with how many candidates each vacancy has and how many await the employer's answer. */
async function withCandidateCounts(db: Db, actor: Actor, views: InternalVacancyView[]) {
  const counts = await candidateCountsOf(
    db,
    actor,
    views.map((view) => view.record.vacancy.id),
  );
  return views.map((view) => ({
    ...view,
    candidateCounts: counts.get(view.record.vacancy.id) ?? { proposed: 0, awaitingAnswer: 0 },
  }));
}

async function listDocument(db: Db, views: InternalVacancyView[], actor: Actor, include: Set<string>) {
  const counted = await withCandidateCounts(db, actor, views);
  const serialized = counted.map((view) => serializeInternalVacancy(view, actor, include));
  return {
    data: serialized.map((item) => item.data),
    included: serialized.flatMap((item) => item.included),
  };
}

async function vacancyDocument(db: Db, actor: Actor, id: string, include: Set<string>) {
  // One statement per read (docs/decisions.md "Cost per request"): the counts are the lists'.
  const { data, included } = serializeInternalVacancy(await readInternalVacancyView(db, actor, id), actor, include);
  return document(data, { included });
}

/**
 * Vacatures Beheren (SPEC §2.2 employer_vacancies, employer_vacancy; §7): account managers with
 * 'internal vacancies admin' for every employer of the organisation, employer contacts for their
 * own employer. The explorers read published vacancies through their own routes.
 */
export const internalVacanciesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listManagedVacanciesRoutes(app, ctx);
  createVacancyRoute(app, ctx);
  readVacancyRoute(app, ctx);
  updateVacancyRoute(app, ctx);
  closeVacancyRoutes(app, ctx);
  vacancyCustomFieldsRoute(app, ctx);
  vacancyContactsRoute(app, ctx);
};

function listManagedVacanciesRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  // GET employer_vacancies: the organisation's (staff) or the own employer's (contact), filter[employer] narrows it.
  route(app, {
    method: 'GET',
    url: '/employer_vacancies',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    query: listQuery(listSpec),
    async handler({ actor, query, request }, reply) {
      const { views, count, ownEmployer } = await listManagedVacancies({
        db,
        actor,
        employerId: query.filter.employer,
        state: query.filter.state,
        q: query.q,
        page: query.page,
      });
      const { data, included } = await listDocument(db, views, actor, query.include);
      // meta.employer: an employer contact's own employer, so its screens can name it and add to it.
      const meta = { count, ...(ownEmployer ? { employer: { id: ownEmployer.id, name: ownEmployer.name } } : {}) };
      return reply.jsonApi(document(data, { included, meta, links: listLinks(request, query.page, count) }));
    },
  });
  // SPEC §7: GET employer/{id}/employer_vacancies and internal_vacancies, one employer's.
  for (const url of ['/employer/:id/employer_vacancies', '/employer/:id/internal_vacancies']) {
    route(app, {
      method: 'GET',
      url,
      access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
      params: employerParams,
      query: listQuery({
        include: listSpec.include,
        defaultPageSize: PAGE_SIZE,
        filter: { state: listSpec.filter.state },
      }),
      async handler({ actor, params, query, request }, reply) {
        const { views, count } = await listManagedVacancies({
          db,
          actor,
          employerId: params.id,
          state: query.filter.state,
          page: query.page,
        });
        const { data, included } = await listDocument(db, views, actor, query.include);
        return reply.jsonApi(
          document(data, { included, meta: { count }, links: listLinks(request, query.page, count) }),
        );
      },
    });
  }
}

function createVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/employer/:id/internal_vacancies',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: employerParams,
    body: resourceBody('internal_vacancies', internalVacancyAttributesSchema),
    async handler({ actor, params, body }, reply) {
      const id = await createInternalVacancy({
        db,
        actor,
        employerId: params.id,
        attributes: body.attributes,
        relations: relationsOf(body.relationships),
      });
      return reply.jsonApi(await vacancyDocument(db, actor, id, WRITE_INCLUDES), 201);
    },
  });
}

function readVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/internal_vacancy/:id',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: vacancyParams,
    query: listQuery(detailSpec),
    async handler({ actor, params, query }, reply) {
      return reply.jsonApi(await vacancyDocument(db, actor, params.id, query.include));
    },
  });
}

function updateVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/internal_vacancy/:id',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: vacancyParams,
    body: resourceBody('internal_vacancies', internalVacancyUpdateSchema),
    async handler({ actor, params, body }, reply) {
      await updateInternalVacancy({
        db,
        actor,
        id: params.id,
        attributes: body.attributes,
        relations: relationsOf(body.relationships),
      });
      return reply.jsonApi(await vacancyDocument(db, actor, params.id, WRITE_INCLUDES));
    },
  });
}

/** POST internal_vacancy/{id}/close closes it now; …/reopen lets its window decide again. */
function closeVacancyRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  for (const [url, closed] of [
    ['/internal_vacancy/:id/close', true],
    ['/internal_vacancy/:id/reopen', false],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
      params: vacancyParams,
      async handler({ actor, params }, reply) {
        await setInternalVacancyClosed({ db, actor, id: params.id, closed });
        return reply.jsonApi(await vacancyDocument(db, actor, params.id, WRITE_INCLUDES));
      },
    });
  }
}

/** The organisation's custom fields of vacancies, in their order, for the vacancy form. */
function vacancyCustomFieldsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/vacancy_custom_fields',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: pathParams({ organizationId: uuidParam }),
    async handler({ actor, params }, reply) {
      if (params.organizationId !== actor.organizationId)
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      const fields = await vacancyCustomFields(db, actor.organizationId);
      return reply.jsonApi(document(fields.map(serializeCustomField)));
    },
  });
}

function vacancyContactsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  // GET employer/{id}/contacts: who may be the contact person of this employer's vacancies (names
  // only), so an employer contact can name a colleague; staff who manage vacancies see the same.
  route(app, {
    method: 'GET',
    url: '/employer/:id/contacts',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: employerParams,
    async handler({ actor, params }, reply) {
      const contacts = await vacancyContactOptions(db, actor, params.id);
      return reply.jsonApi(
        document(
          contacts.map((contact) => resource('employer_contacts', contact.id, { name: contact.name })),
          { meta: { count: contacts.length } },
        ),
      );
    },
  });
}
