import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { timelineKindFilterSchema, timelinePolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeJournalEntry } from '../journal/journal.serializer';
import { serializeTimelineItem } from './timeline.serializer';
import { readTimeline } from './timeline.service';

/** A dossier's timeline (issue 38.1): journal, track, proposals, saved vacancies and messages, newest first. */
export const timelineRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readTimelineRoute(app, ctx);
};

function readTimelineRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/timeline',
    access: policyAccess('timeline.read', timelinePolicy.list),
    params: pathParams({ id: uuidParam }),
    query: listQuery({ filter: { kind: timelineKindFilterSchema } }),
    async handler({ actor, params, query, request }, reply) {
      const { rows, count, entries } = await readTimeline({
        database,
        actor,
        dossierId: params.id,
        ...(query.filter.kind ? { kinds: query.filter.kind } : {}),
        page: query.page,
      });
      return reply.jsonApi(
        document(rows.map(serializeTimelineItem), {
          included: entries.map((view) => serializeJournalEntry(view, actor)),
          meta: { count },
          links: listLinks(request, query.page, count),
        }),
      );
    },
  });
}
