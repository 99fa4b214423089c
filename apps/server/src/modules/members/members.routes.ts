import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { memberDeactivationSchema, memberInvitationSchema, memberPolicy, memberUpdateSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { ownOrganization } from '../dossiers/dossiers.service';
import { memberErrors } from './members.errors';
import { serializeMember } from './members.serializer';
import {
  deactivateMember,
  inviteColleague,
  listMembersOf,
  reactivateMember,
  readMember,
  resendMemberInvitation,
  updateMemberRights,
  withdrawInvitation,
} from './members.service';

const organizationParams = pathParams({ organizationId: uuidParam });
const memberParams = pathParams({ id: uuidParam }, memberErrors.notFound);
const listAccess = policyAccess('members.list', memberPolicy.list);

/** Collega's (`/settings/organization/members`): the organisation's team, for its administrators. */
export const membersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listMembersRoute(app, ctx);
  inviteMemberRoute(app, ctx);
  readMemberRoute(app, ctx);
  updateMemberRoute(app, ctx);
  deactivateMemberRoute(app, ctx);
  reactivateMemberRoute(app, ctx);
  resendMemberInvitationRoute(app, ctx);
  withdrawMemberInvitationRoute(app, ctx);
};

/** GET organization/{id}/members: a page of 20, searched with `_q` on name and address. */
function listMembersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/members',
    access: listAccess,
    params: organizationParams,
    query: listQuery({}),
    async handler({ actor, params, query, request }, reply) {
      ownOrganization(actor, params.organizationId);
      const { members, count } = await listMembersOf({
        db,
        actor,
        q: query.q,
        page: { offset: query.page.offset, size: query.page.size },
        withCount: query.count,
      });
      return reply.jsonApi(
        document(
          members.map((member) => serializeMember(member, actor)),
          {
            ...(count === null ? {} : { meta: { count } }),
            links: listLinks(request, query.page, count),
          },
        ),
      );
    },
  });
}

/** Collega uitnodigen (feature MembershipInvitations_Admin). */
function inviteMemberRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/members',
    limit: 'invitation',
    access: policyAccess('members.invite', memberPolicy.invite),
    params: organizationParams,
    body: resourceBody('members', memberInvitationSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganization(actor, params.organizationId);
      const member = await inviteColleague({
        db: ctx.database.db,
        mailer: ctx.mailer,
        actor,
        ...body.attributes,
        publicUrl: ctx.config.publicUrl,
      });
      return reply.jsonApi(document(serializeMember(member, actor)), 201);
    },
  });
}

function readMemberRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/member/:id',
    access: listAccess,
    params: memberParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeMember(await readMember(db, actor, params.id), actor)));
    },
  });
}

function updateMemberRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/member/:id',
    access: listAccess,
    params: memberParams,
    body: resourceBody('members', memberUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const member = await updateMemberRights({ db, actor, id: params.id, rights: body.attributes.rights });
      return reply.jsonApi(document(serializeMember(member, actor)));
    },
  });
}

/** Deactiveren, handing the colleague's dossiers to `successorId` in the same transaction. */
function deactivateMemberRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/member/:id/deactivation',
    access: listAccess,
    params: memberParams,
    body: resourceBody('member_deactivations', memberDeactivationSchema),
    async handler({ actor, params, body }, reply) {
      const member = await deactivateMember({ db, actor, id: params.id, successorId: body.attributes.successorId });
      return reply.jsonApi(document(serializeMember(member, actor)));
    },
  });
}

function reactivateMemberRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/member/:id/deactivation',
    access: listAccess,
    params: memberParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeMember(await reactivateMember({ db, actor, id: params.id }), actor)));
    },
  });
}

function resendMemberInvitationRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/member/:id/invitation',
    limit: 'invitation',
    access: listAccess,
    params: memberParams,
    async handler({ actor, params }, reply) {
      const member = await resendMemberInvitation({
        db: ctx.database.db,
        mailer: ctx.mailer,
        actor,
        id: params.id,
        publicUrl: ctx.config.publicUrl,
      });
      return reply.jsonApi(document(serializeMember(member, actor)));
    },
  });
}

function withdrawMemberInvitationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/member/:id/invitation',
    access: listAccess,
    params: memberParams,
    async handler({ actor, params }, reply) {
      await withdrawInvitation({ db, actor, id: params.id });
      return reply.code(204).send();
    },
  });
}
