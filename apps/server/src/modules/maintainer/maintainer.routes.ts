import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { maintainerPolicy, organizationCreateSchema, organizationSubscriptionSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { maintainerErrors } from './maintainer.errors';
import {
  serializeAuditRecord,
  serializeMaintainedOrganization,
  serializeOrganizationOverview,
} from './maintainer.serializer';
import {
  auditRecords,
  createOrganizationWithAdministrator,
  organizationOverview,
  updateSubscription,
} from './maintainer.service';

// The console works whatever the state of the maintainer's own organisation's subscription.
const access = policyAccess('maintainer.console', maintainerPolicy.console, { allowWithoutSubscription: true });

/** The maintainer console (issue 34.5): every organisation, new ones, and the audit of changes. */
export const maintainerRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listOrganizationsRoute(app, ctx);
  createOrganizationRoute(app, ctx);
  updateOrganizationRoute(app, ctx);
  listAuditRecordsRoute(app, ctx);
};

function listOrganizationsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/maintainer/organizations',
    access,
    async handler(_input, reply) {
      return reply.jsonApi(document((await organizationOverview(db)).map(serializeOrganizationOverview)));
    },
  });
}

function createOrganizationRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/maintainer/organizations',
    access,
    body: resourceBody('maintained_organizations', organizationCreateSchema),
    async handler({ actor, body }, reply) {
      const organization = await createOrganizationWithAdministrator({
        db: ctx.database.db,
        mailer: ctx.mailer,
        actor,
        attributes: body.attributes,
        publicUrl: ctx.config.publicUrl,
      });
      return reply.jsonApi(document(serializeMaintainedOrganization(organization)), 201);
    },
  });
}

function updateOrganizationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/maintainer/organization/:id',
    access,
    params: pathParams({ id: uuidParam }, maintainerErrors.organizationNotFound),
    body: resourceBody('maintained_organizations', organizationSubscriptionSchema),
    async handler({ actor, params, body }, reply) {
      const organization = await updateSubscription({
        db,
        actor,
        organizationId: params.id,
        attributes: body.attributes,
      });
      return reply.jsonApi(document(serializeMaintainedOrganization(organization)));
    },
  });
}

function listAuditRecordsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/maintainer/audit_records',
    access,
    async handler(_input, reply) {
      return reply.jsonApi(document((await auditRecords(db)).map(serializeAuditRecord)));
    },
  });
}
