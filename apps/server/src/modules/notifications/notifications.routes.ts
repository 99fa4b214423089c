import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notificationPolicy, notificationUpdateSchema, personalEmailSettingsSchema, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { notificationErrors } from './notifications.errors';
import { serializeEmailSettings, serializeNotification } from './notifications.serializer';
import {
  getEmailFrequency,
  listNotifications,
  markAllNotificationsRead,
  setEmailFrequency,
  setNotificationRead,
} from './notifications.service';

const access = (name: string) => policyAccess(`notifications.${name}`, notificationPolicy.use);

const notificationParams = pathParams({ id: uuidParam }, notificationErrors.notFound);
const contextParams = pathParams({ id: uuidParam }, notificationErrors.userContextNotFound);

const listSpec = {
  filter: {
    read: z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((value) => value === 'true'),
  },
  defaultPageSize: 20,
};

/** Notifications (issue 21.3) and the personal e-mail setting that decides their mail. */
export const notificationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listNotificationsRoute(app, ctx);
  updateNotificationRoute(app, ctx);
  markAllReadRoute(app, ctx);
  getEmailSettingsRoute(app, ctx);
  updateEmailSettingsRoute(app, ctx);
};

/** Someone else's notifications and settings are not found, whoever they are. */
function ownContext(actor: { userContextId: string }, id: string) {
  if (id !== actor.userContextId) throw notificationErrors.userContextNotFound();
}

function listNotificationsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/user_contexts/:id/notifications',
    access: access('list'),
    params: contextParams,
    query: listQuery(listSpec),
    async handler({ actor, params, query, request }, reply) {
      ownContext(actor, params.id);
      const { rows, total, unread } = await listNotifications({
        db,
        actor,
        ...(query.filter.read !== undefined ? { read: query.filter.read } : {}),
        page: query.page,
      });
      return reply.jsonApi(
        document(rows.map(serializeNotification), {
          meta: { count: total, unreadCount: unread },
          links: listLinks(request, query.page, total),
        }),
      );
    },
  });
}

function updateNotificationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/notification/:id',
    access: access('update'),
    params: notificationParams,
    body: resourceBody('notifications', notificationUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const row = await setNotificationRead(db, actor, params.id, body.attributes.read);
      return reply.jsonApi(document(serializeNotification(row)));
    },
  });
}

/** Alles als gelezen markeren. */
function markAllReadRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/user_contexts/:id/notifications/read',
    access: access('update'),
    params: contextParams,
    async handler({ actor, params }, reply) {
      ownContext(actor, params.id);
      await markAllNotificationsRead(db, actor);
      return reply.code(204).send();
    },
  });
}

function getEmailSettingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/user_contexts/:id/email_settings',
    access: access('settings'),
    params: contextParams,
    async handler({ actor, params }, reply) {
      ownContext(actor, params.id);
      return reply.jsonApi(document(serializeEmailSettings(actor.userContextId, await getEmailFrequency(db, actor))));
    },
  });
}

function updateEmailSettingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/user_contexts/:id/email_settings',
    access: access('settings'),
    params: contextParams,
    body: resourceBody('personal_email_settings', personalEmailSettingsSchema),
    async handler({ actor, params, body }, reply) {
      ownContext(actor, params.id);
      const frequency = await setEmailFrequency(db, actor, body.attributes.frequency);
      return reply.jsonApi(document(serializeEmailSettings(actor.userContextId, frequency)));
    },
  });
}
