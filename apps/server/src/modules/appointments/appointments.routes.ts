import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { appointmentPolicy, appointmentSchema, appointmentWhenFilterSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeAppointment } from './appointments.serializer';
import {
  cancelAppointment,
  createAppointment,
  listAppointments,
  readAppointment,
  updateAppointment,
} from './appointments.service';

const idParams = pathParams({ id: uuidParam });
const appointmentBody = resourceBody('appointments', appointmentSchema);

/** Appointments of a dossier (issue 38.2): planned by a coach, in both calendars by invitation. */
export const appointmentsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listAppointmentsRoute(app, ctx);
  createAppointmentRoute(app, ctx);
  readAppointmentRoute(app, ctx);
  updateAppointmentRoute(app, ctx);
  cancelAppointmentRoute(app, ctx);
};

function listAppointmentsRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/appointments',
    access: policyAccess('appointments.list', appointmentPolicy.list),
    params: idParams,
    query: listQuery({ filter: { when: appointmentWhenFilterSchema } }),
    async handler({ actor, params, query, request }, reply) {
      const { appointments, count, canCreate } = await listAppointments({
        database,
        actor,
        dossierId: params.id,
        upcoming: (query.filter.when ?? 'all') === 'upcoming',
        page: query.page,
      });
      return reply.jsonApi(
        document(appointments.map(serializeAppointment), {
          meta: { count, can: { create: canCreate } },
          links: listLinks(request, query.page, count),
        }),
      );
    },
  });
}

function createAppointmentRoute(app: FastifyInstance, { database, mailer }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/appointments',
    access: policyAccess('appointments.create', appointmentPolicy.list),
    params: idParams,
    body: appointmentBody,
    async handler({ actor, params, body }, reply) {
      const view = await createAppointment({
        database,
        mailer,
        actor,
        dossierId: params.id,
        attributes: body.attributes,
      });
      return reply.jsonApi(document(serializeAppointment(view)), 201);
    },
  });
}

function readAppointmentRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/appointment/:id',
    access: policyAccess('appointments.read', appointmentPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeAppointment(await readAppointment(database, actor, params.id))));
    },
  });
}

function updateAppointmentRoute(app: FastifyInstance, { database, mailer }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/appointment/:id',
    access: policyAccess('appointments.update', appointmentPolicy.list),
    params: idParams,
    body: appointmentBody,
    async handler({ actor, params, body }, reply) {
      const view = await updateAppointment({
        database,
        mailer,
        actor,
        appointmentId: params.id,
        attributes: body.attributes,
      });
      return reply.jsonApi(document(serializeAppointment(view)));
    },
  });
}

function cancelAppointmentRoute(app: FastifyInstance, { database, mailer }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/appointment/:id',
    access: policyAccess('appointments.cancel', appointmentPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      await cancelAppointment({ database, mailer, actor, appointmentId: params.id });
      return reply.code(204).send();
    },
  });
}
