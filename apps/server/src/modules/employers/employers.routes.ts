import type { Db } from '@koers/server-core/db/database';
import { policyAccess } from '@koers/server-core/http/access';
import {
  listLinks,
  listQuery,
  pathParams,
  relationshipBody,
  resourceBody,
  route,
  uuidParam,
} from '@koers/server-core/http/route';
import { relationshipId } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  EMPLOYER_ACCOUNT_MANAGER_FILTERS,
  EMPLOYER_EXPIRED_FILTERS,
  EMPLOYER_PAGE_SIZE,
  EMPLOYER_SORTS,
  EMPLOYER_VIEWS,
  employerAttributesSchema,
  employerPolicy,
  employerUpdateSchema,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { ownOrganization } from '../dossiers/dossiers.service';
import { employerErrors } from './employers.errors';
import { serializeAccountManager, serializeEmployer } from './employers.serializer';
import {
  type AccountManagerChange,
  accountManagersOf,
  changeAccountManagers,
  createEmployer,
  EMPLOYER_INCLUDES,
  listEmployerViews,
  loadEmployerView,
  setEmployerArchived,
  updateEmployer,
} from './employers.service';

const listSpec = {
  include: EMPLOYER_INCLUDES,
  sort: EMPLOYER_SORTS,
  defaultSort: [{ field: 'name', direction: 'asc' }] as const,
  defaultPageSize: EMPLOYER_PAGE_SIZE,
  filter: {
    view: z.enum(EMPLOYER_VIEWS, { error: `Kies een van: ${EMPLOYER_VIEWS.join(', ')}.` }),
    expired: z.enum(EMPLOYER_EXPIRED_FILTERS, { error: `Kies een van: ${EMPLOYER_EXPIRED_FILTERS.join(', ')}.` }),
    account_manager: z.union([
      z.enum(EMPLOYER_ACCOUNT_MANAGER_FILTERS),
      z.uuid({ error: 'Kies all, none, noPrimary of het id van een accountmanager.' }),
    ]),
    with_published_vacancies: z.enum(['true', 'false'], { error: 'Kies true of false.' }),
  },
};
const detailSpec = { include: EMPLOYER_INCLUDES };
const employerParams = pathParams({ id: uuidParam }, employerErrors.notFound);
const organizationParams = pathParams({ organizationId: uuidParam });

/** A to-one relationship document `{ data: { type, id } | null }` (primary account manager). */
const primaryAccountManagerBody = {
  read: (raw: unknown) => relationshipId({ data: raw ?? {} }, 'data', 'account_managers'),
};

/** Employers (SPEC §7 "Dossiers and employers"): list, create, read, change, archive, account managers. */
export const employersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listEmployersRoute(app, ctx);
  createEmployerRoute(app, ctx);
  readEmployerRoute(app, ctx);
  updateEmployerRoute(app, ctx);
  archiveEmployerRoutes(app, ctx);
  primaryAccountManagerRoutes(app, ctx);
  accountManagersRelationshipRoutes(app, ctx);
  listAccountManagersRoute(app, ctx);
};

async function employerDocument(db: Db, actor: Actor, id: string, include: Set<string>) {
  const { data, included } = serializeEmployer(await loadEmployerView(db, actor, id, include), actor, include);
  return document(data, { included });
}

function listEmployersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/employers',
    access: policyAccess('employers.list', employerPolicy.list),
    params: organizationParams,
    query: listQuery(listSpec),
    async handler({ actor, params, query, request }, reply) {
      const organizationId = ownOrganization(actor, params.organizationId);
      // SPEC §4: rank orders a search; without a search term it is name order.
      const sort = query.q
        ? query.sort
        : query.sort.map((item) => (item.field === 'rank' ? { ...item, field: 'name' as const } : item));
      const options = {
        organizationId,
        view: query.filter.view ?? 'active',
        expired: query.filter.expired ?? 'none',
        accountManager: query.filter.account_manager ?? 'all',
        withPublishedVacancies: query.filter.with_published_vacancies === 'true',
        q: query.q,
        sort,
        page: query.page,
        count: query.count,
      };
      const { views, count } = await listEmployerViews(db, actor, options, query.include);
      const serialized = views.map((view) => serializeEmployer(view, actor, query.include));
      return reply.jsonApi(
        document(
          serialized.map((item) => item.data),
          {
            included: serialized.flatMap((item) => item.included),
            meta: count === null ? {} : { count },
            links: listLinks(request, query.page, count, `/api/v1/organization/${organizationId}/employers`),
          },
        ),
      );
    },
  });
}

function createEmployerRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/employer',
    access: policyAccess('employers.create', employerPolicy.create),
    params: organizationParams,
    body: resourceBody('employers', employerAttributesSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganization(actor, params.organizationId);
      const id = await createEmployer({
        db,
        actor,
        attributes: body.attributes,
        primaryAccountManagerId: relationshipId(body.relationships, 'primaryAccountManager', 'account_managers'),
      });
      const include = new Set(['primary_account_manager', 'account_managers', 'custom_field_values']);
      return reply.jsonApi(await employerDocument(db, actor, id, include), 201);
    },
  });
}

function readEmployerRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/employer/:id',
    access: policyAccess('employers.read', employerPolicy.list),
    params: employerParams,
    query: listQuery(detailSpec),
    async handler({ actor, params, query }, reply) {
      return reply.jsonApi(await employerDocument(db, actor, params.id, query.include));
    },
  });
}

function updateEmployerRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/employer/:id',
    access: policyAccess('employers.update', employerPolicy.list),
    params: employerParams,
    body: resourceBody('employers', employerUpdateSchema),
    async handler({ actor, params, body }, reply) {
      await updateEmployer({ db, actor, id: params.id, attributes: body.attributes });
      const include = new Set(['primary_account_manager', 'account_managers', 'custom_field_values']);
      return reply.jsonApi(await employerDocument(db, actor, params.id, include));
    },
  });
}

/** DELETE employer/{id} archives it (nothing is lost); POST employer/{id}/unarchive brings it back. */
function archiveEmployerRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  for (const [method, url, archived] of [
    ['DELETE', '/employer/:id', true],
    ['POST', '/employer/:id/unarchive', false],
  ] as const) {
    route(app, {
      method,
      url,
      access: policyAccess(archived ? 'employers.archive' : 'employers.unarchive', employerPolicy.list),
      params: employerParams,
      async handler({ actor, params }, reply) {
        await setEmployerArchived({ db, actor, id: params.id, archived });
        return reply.jsonApi(await employerDocument(db, actor, params.id, new Set()));
      },
    });
  }
}

function primaryAccountManagerRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  const url = '/employer/:id/relationships/primary_account_manager';
  const include = new Set(['primary_account_manager', 'account_managers']);
  for (const method of ['PATCH', 'POST'] as const) {
    route(app, {
      method,
      url,
      access: policyAccess('employers.setAccountManagers', employerPolicy.list),
      params: employerParams,
      body: primaryAccountManagerBody,
      async handler({ actor, params, body }, reply) {
        await changeAccountManagers({ db, actor, id: params.id, change: { relation: 'primary', teamMemberId: body } });
        return reply.jsonApi(await employerDocument(db, actor, params.id, include));
      },
    });
  }
  route(app, {
    method: 'DELETE',
    url,
    access: policyAccess('employers.setAccountManagers', employerPolicy.list),
    params: employerParams,
    async handler({ actor, params }, reply) {
      await changeAccountManagers({ db, actor, id: params.id, change: { relation: 'primary', teamMemberId: null } });
      return reply.jsonApi(await employerDocument(db, actor, params.id, include));
    },
  });
}

function accountManagersRelationshipRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  const operations = { PATCH: 'replace', POST: 'add', DELETE: 'remove' } as const;
  const include = new Set(['primary_account_manager', 'account_managers']);
  for (const [method, operation] of Object.entries(operations) as Array<
    [keyof typeof operations, (typeof operations)[keyof typeof operations]]
  >) {
    route(app, {
      method,
      url: '/employer/:id/relationships/account_managers',
      access: policyAccess('employers.setAccountManagers', employerPolicy.list),
      params: employerParams,
      body: relationshipBody('account_managers', 'account_managers'),
      async handler({ actor, params, body }, reply) {
        const change: AccountManagerChange = { relation: 'others', operation, teamMemberIds: body };
        await changeAccountManagers({ db, actor, id: params.id, change });
        return reply.jsonApi(await employerDocument(db, actor, params.id, include));
      },
    });
  }
}

/** GET account_managers (page 20): the organisation's account managers, or those of one employer. */
function listAccountManagersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/account_managers',
    access: policyAccess('employers.accountManagers', employerPolicy.list),
    query: listQuery({
      defaultPageSize: EMPLOYER_PAGE_SIZE,
      filter: { employer: z.uuid({ error: 'Geef het id van een werkgever.' }) },
    }),
    async handler({ actor, query, request }, reply) {
      let items: Array<{ teamMemberId: string; name: string; email: string; primary?: boolean }>;
      if (query.filter.employer) {
        items = (await loadEmployerView(db, actor, query.filter.employer, new Set())).accountManagers;
      } else {
        items = await accountManagersOf(db, actor.organizationId);
      }
      const page = items.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(
        document(
          page.map((item) =>
            serializeAccountManager(item, item.primary === undefined ? undefined : { primary: item.primary }),
          ),
          { meta: { count: items.length }, links: listLinks(request, query.page, items.length) },
        ),
      );
    },
  });
}
