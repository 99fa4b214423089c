import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { teamPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { TEAM_ENDING_DAYS, teamOf } from './team.service';

/** Team (`/team`): each coach's caseload, for administrators and coaches who manage every candidate. */
export const teamRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readTeamRoute(app, ctx);
};

function readTeamRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/team',
    access: policyAccess('team.view', teamPolicy.view),
    params: pathParams({ organizationId: uuidParam }),
    async handler({ actor, params }, reply) {
      if (params.organizationId !== actor.organizationId) {
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      }
      const coaches = await teamOf(db, actor.organizationId);
      return reply.jsonApi(
        document(
          coaches.map((coach) =>
            resource('team_coaches', coach.id, {
              name: coach.name,
              activeDossierCount: coach.activeDossierCount,
              endingTracks: coach.endingTracks,
              lastActivityAt: coach.lastActivityAt,
            }),
          ),
          { meta: { count: coaches.length, endingWithinDays: TEAM_ENDING_DAYS } },
        ),
      );
    },
  });
}
