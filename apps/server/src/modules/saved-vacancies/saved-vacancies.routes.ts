import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches, relationshipId } from '@koers/server-core/jsonapi/body';
import { document, type Resource } from '@koers/server-core/jsonapi/document';
import { createError } from '@koers/server-core/jsonapi/errors';
import { isUuid } from '@koers/server-core/lib/ids';
import {
  anyActor,
  savedVacancyCreateSchema,
  savedVacancyPolicy,
  savedVacancyUpdateSchema,
  VACANCY_TYPES,
  vacancyActivityPolicy,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { savedVacancyErrors } from './saved-vacancies.errors';
import type { SavedVacancyListRow } from './saved-vacancies.repository';
import {
  serializeActivityActor,
  serializeDossierSummary,
  serializeSavedVacancy,
  serializeVacancyActivity,
  serializeVacancyState,
} from './saved-vacancies.serializer';
import {
  changeSavedVacancyState,
  createSavedVacancy,
  findSavedVacancy,
  listSavedVacancies,
  listVacancyActivities,
  listVacancyStates,
  removeSavedVacancy,
} from './saved-vacancies.service';

const id = (error: string) => z.guid({ error }).transform((value) => value.toLowerCase());

const savedVacancyListSpec = {
  filter: {
    vacancy: id('Geef een geldig vacature-id.'),
    vacancy_type: z.enum(VACANCY_TYPES, { error: 'Kies Vacancies::ExternalVacancy of InternalVacancy.' }),
    organization: id('Geef een geldig organisatie-id.'),
    user_context: id('Geef een geldig id van een gebruikerscontext.'),
    dossier: id('Geef een geldig dossier-id.'),
    vacancy_state: id('Geef een geldig id van een vacaturestatus.'),
  },
  include: ['dossier', 'vacancy_state'],
  sort: ['createdAt', 'updatedAt'] as const,
  defaultPageSize: 20,
};

const activityListSpec = {
  filter: { saved_vacancy: id('Geef een geldig id van een opgeslagen vacature.') },
  include: ['public_user_context', 'to_state', 'from_state'],
  sort: ['eventAt'] as const,
  defaultSort: [{ field: 'eventAt', direction: 'desc' }] as const,
  defaultPageSize: 20,
};

const savedVacancyParams = pathParams({ id: uuidParam }, savedVacancyErrors.notFound);

/** A to-one relationship's id that must be a UUID; any other value is a 422 at the relationship. */
function relationshipUuid(relationships: Record<string, unknown>, name: string, type: string, detail: string) {
  const value = relationshipId(relationships, name, type);
  if (value !== null && !isUuid(value)) {
    throw createError({
      status: 422,
      code: 'validation.invalid_id',
      detail,
      pointer: `/data/relationships/${name}`,
    });
  }
  return value?.toLowerCase() ?? null;
}

function savedVacancyDocument(row: SavedVacancyListRow, actor: Parameters<typeof serializeSavedVacancy>[1]) {
  return document(serializeSavedVacancy(row, actor));
}

/** Saved vacancies, their states and their history (SPEC §3, §4, §7). */
export const savedVacanciesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listVacancyStatesRoute(app, ctx);
  listSavedVacanciesRoute(app, ctx);
  showSavedVacancyRoute(app, ctx);
  createSavedVacancyRoute(app, ctx);
  updateSavedVacancyRoute(app, ctx);
  removeSavedVacancyRoute(app, ctx);
  listVacancyActivitiesRoute(app, ctx);
};

function listVacancyStatesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/vacancy_states',
    // Reference data, like the other read-only lists: every user context may read it.
    access: policyAccess('vacancyStates.list', anyActor),
    query: listQuery({ sort: ['position'] as const, defaultPageSize: 100 }),
    async handler({ query }, reply) {
      const rows = await listVacancyStates(db);
      if (query.sort[0]?.direction === 'desc') rows.reverse();
      return reply.jsonApi(document(rows.map(serializeVacancyState), { meta: { count: rows.length } }));
    },
  });
}

function listSavedVacanciesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/saved_vacancies',
    access: policyAccess('savedVacancies.list', savedVacancyPolicy.list),
    query: listQuery(savedVacancyListSpec),
    async handler({ actor, query, request }, reply) {
      const { filter } = query;
      const { rows, total } = await listSavedVacancies({
        db,
        actor,
        filter: {
          ...(filter.vacancy ? { vacancyId: filter.vacancy } : {}),
          ...(filter.vacancy_type ? { vacancyType: filter.vacancy_type } : {}),
          ...(filter.organization ? { organizationId: filter.organization } : {}),
          ...(filter.user_context ? { userContextId: filter.user_context } : {}),
          ...(filter.dossier ? { dossierId: filter.dossier } : {}),
          ...(filter.vacancy_state ? { vacancyStateId: filter.vacancy_state } : {}),
        },
        sort: query.sort,
        page: query.page,
      });
      const included: Resource[] = [];
      if (query.include.has('dossier')) included.push(...rows.map(serializeDossierSummary));
      if (query.include.has('vacancy_state')) {
        const used = new Set(rows.map((row) => row.vacancyStateId));
        included.push(
          ...(await listVacancyStates(db)).filter((state) => used.has(state.id)).map(serializeVacancyState),
        );
      }
      return reply.jsonApi(
        document(
          rows.map((row) => serializeSavedVacancy(row, actor)),
          { included, meta: { count: total }, links: listLinks(request, query.page, total) },
        ),
      );
    },
  });
}

function showSavedVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/saved_vacancy/:id',
    access: policyAccess('savedVacancies.read', savedVacancyPolicy.list),
    params: savedVacancyParams,
    query: listQuery({ include: ['dossier', 'vacancy_state'] }),
    async handler({ actor, params, query }, reply) {
      const row = await findSavedVacancy({ db, actor, id: params.id });
      const included: Resource[] = [];
      if (query.include.has('dossier')) included.push(serializeDossierSummary(row));
      if (query.include.has('vacancy_state')) {
        const state = (await listVacancyStates(db)).find((candidate) => candidate.id === row.vacancyStateId);
        if (state) included.push(serializeVacancyState(state));
      }
      return reply.jsonApi(document(serializeSavedVacancy(row, actor), { included }));
    },
  });
}

function createSavedVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/saved_vacancy',
    access: policyAccess('savedVacancies.create', savedVacancyPolicy.list),
    body: resourceBody('saved_vacancies', savedVacancyCreateSchema),
    async handler({ actor, body }, reply) {
      const { relationships } = body;
      const row = await createSavedVacancy({
        db,
        actor,
        vacancy: { type: body.attributes.vacancyType, id: body.attributes.vacancyId },
        dossierId: relationshipUuid(relationships, 'dossier', 'dossiers', 'Dit is geen geldig dossier-id.'),
        stateId: relationshipUuid(relationships, 'vacancyState', 'vacancy_states', 'Deze vacaturestatus bestaat niet.'),
        explorerId: relationshipUuid(relationships, 'explorer', 'explorers', 'Dit is geen geldig verkenner-id.'),
        createdById: relationshipUuid(relationships, 'createdBy', 'user_contexts', 'Dit is geen geldige gebruiker.'),
      });
      return reply.jsonApi(savedVacancyDocument(row, actor), 201);
    },
  });
}

function updateSavedVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/saved_vacancy/:id',
    access: policyAccess('savedVacancies.update', savedVacancyPolicy.list),
    params: savedVacancyParams,
    body: resourceBody('saved_vacancies', savedVacancyUpdateSchema),
    async handler({ actor, params, body }, reply) {
      assertBodyIdMatches(body, params.id);
      const row = await changeSavedVacancyState({
        db,
        actor,
        id: params.id,
        stateId: relationshipUuid(
          body.relationships,
          'vacancyState',
          'vacancy_states',
          'Deze vacaturestatus bestaat niet.',
        ),
      });
      return reply.jsonApi(savedVacancyDocument(row, actor));
    },
  });
}

function removeSavedVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/saved_vacancy/:id',
    access: policyAccess('savedVacancies.remove', savedVacancyPolicy.list),
    params: savedVacancyParams,
    async handler({ actor, params }, reply) {
      await removeSavedVacancy({ db, actor, id: params.id });
      return reply.code(204).send();
    },
  });
}

function listVacancyActivitiesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/vacancy_activities',
    access: policyAccess('vacancyActivities.list', vacancyActivityPolicy.list),
    query: listQuery(activityListSpec),
    async handler({ actor, query, request }, reply) {
      const { rows, total } = await listVacancyActivities({
        db,
        actor,
        savedVacancyId: query.filter.saved_vacancy,
        direction: query.sort[0]?.direction ?? 'desc',
        page: query.page,
      });
      const included: Resource[] = [];
      if (query.include.has('public_user_context')) {
        for (const row of rows) if (row.actor) included.push(serializeActivityActor(row.actor));
      }
      if (query.include.has('to_state') || query.include.has('from_state')) {
        const wanted = new Set(
          rows.flatMap((row) => [
            ...(query.include.has('to_state') && row.toStateId ? [row.toStateId] : []),
            ...(query.include.has('from_state') && row.fromStateId ? [row.fromStateId] : []),
          ]),
        );
        included.push(
          ...(await listVacancyStates(db)).filter((state) => wanted.has(state.id)).map(serializeVacancyState),
        );
      }
      return reply.jsonApi(
        document(rows.map(serializeVacancyActivity), {
          included,
          meta: { count: total },
          links: listLinks(request, query.page, total),
        }),
      );
    },
  });
}
