import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import {
  EMAIL_TYPE_IDS,
  type EmailTypeId,
  emailTemplateSchema,
  organizationEmailSettingsSchema,
  organizationPolicy,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { emailTemplateErrors } from './email-templates.errors';
import { serializeEmailSettings, serializeEmailTemplate } from './email-templates.serializer';
import {
  emailSettingsOf,
  emailTemplateFor,
  listEmailTemplates,
  ownOrganizationOf,
  resetEmailTemplate,
  saveEmailTemplate,
  updateEmailSettings,
} from './email-templates.service';

const organizationParams = pathParams({ organizationId: uuidParam }, emailTemplateErrors.organizationNotFound);
const templateParams = pathParams(
  { organizationId: uuidParam, emailTypeId: z.enum(EMAIL_TYPE_IDS as [EmailTypeId, ...EmailTypeId[]]) },
  emailTemplateErrors.typeNotFound,
);
const access = policyAccess('email_templates.manage', organizationPolicy.manage);

/**
 * E-mail (`/settings/organization/email-settings`, issue 34.4): the organisation's sender name,
 * reply-to address and footer, and its wording of every type of e-mail, for its administrators.
 */
export const emailTemplatesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readEmailSettingsRoute(app, ctx);
  updateEmailSettingsRoute(app, ctx);
  listEmailTemplatesRoute(app, ctx);
  readEmailTemplateRoute(app, ctx);
  saveEmailTemplateRoute(app, ctx);
  resetEmailTemplateRoute(app, ctx);
};

function readEmailSettingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/email_settings',
    access,
    params: organizationParams,
    async handler({ actor, params }, reply) {
      const organizationId = ownOrganizationOf(actor, params.organizationId);
      return reply.jsonApi(document(serializeEmailSettings(organizationId, await emailSettingsOf(db, organizationId))));
    },
  });
}

function updateEmailSettingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/organization/:organizationId/email_settings',
    access,
    params: organizationParams,
    body: resourceBody('organization_email_settings', organizationEmailSettingsSchema),
    async handler({ actor, params, body }, reply) {
      const organizationId = ownOrganizationOf(actor, params.organizationId);
      const settings = await updateEmailSettings({ db, actor, settings: body.attributes });
      return reply.jsonApi(document(serializeEmailSettings(organizationId, settings)));
    },
  });
}

/** Every type of e-mail Koers sends, as the organisation words it (its own text or the default). */
function listEmailTemplatesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/email_templates',
    access,
    params: organizationParams,
    async handler({ actor, params }, reply) {
      const organizationId = ownOrganizationOf(actor, params.organizationId);
      return reply.jsonApi(document((await listEmailTemplates(db, organizationId)).map(serializeEmailTemplate)));
    },
  });
}

function readEmailTemplateRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/email_templates/:emailTypeId',
    access,
    params: templateParams,
    async handler({ actor, params }, reply) {
      const organizationId = ownOrganizationOf(actor, params.organizationId);
      return reply.jsonApi(
        document(serializeEmailTemplate(await emailTemplateFor(db, organizationId, params.emailTypeId))),
      );
    },
  });
}

/** Opslaan: the organisation's own subject and body of one type. */
function saveEmailTemplateRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PUT',
    url: '/organization/:organizationId/email_templates/:emailTypeId',
    access,
    params: templateParams,
    body: resourceBody('email_templates', emailTemplateSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganizationOf(actor, params.organizationId);
      const template = await saveEmailTemplate({ db, actor, emailType: params.emailTypeId, ...body.attributes });
      return reply.jsonApi(document(serializeEmailTemplate(template)));
    },
  });
}

/** Standaardtekst terugzetten: answers with the default text that applies again. */
function resetEmailTemplateRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/organization/:organizationId/email_templates/:emailTypeId',
    access,
    params: templateParams,
    async handler({ actor, params }, reply) {
      ownOrganizationOf(actor, params.organizationId);
      return reply.jsonApi(
        document(serializeEmailTemplate(await resetEmailTemplate({ db, actor, emailType: params.emailTypeId }))),
      );
    },
  });
}
