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
import { createAnswerMemo } from '@koers/server-core/jsonapi/answer-memo';
import { relationshipIds } from '@koers/server-core/jsonapi/body';
import { document, SerializedDocument } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  ARCHIVING_SOON_DAYS,
  anyActor,
  DOSSIER_ACCESS_FILTERS,
  DOSSIER_SORTS,
  DOSSIER_VIEWS,
  dossierCreateSchema,
  dossierPolicy,
  dossierSettingsSchema,
  RECENT_VIEWERS_DAYS,
  RECENT_VIEWERS_MAX,
  z,
} from '@koers/shared';
import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { recentViewersRecording, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { createDossierLists, readDossierListPage } from './dossier-list.service';
import {
  DOSSIER_INCLUDES,
  findDossierListRow,
  loadDossierViews,
  readDossierView,
  viewsNeedParts,
} from './dossier-views.service';
import { serializeDossier } from './dossiers.serializer';
import { createDossier, ownOrganization, setArchived, setCoaches, updateSettings } from './dossiers.service';

const listSpec = {
  include: DOSSIER_INCLUDES,
  sort: DOSSIER_SORTS,
  defaultSort: [{ field: 'name', direction: 'asc' }] as const,
  filter: {
    view: z.enum(DOSSIER_VIEWS, { error: `Kies een van: ${DOSSIER_VIEWS.join(', ')}.` }),
    access: z.enum(DOSSIER_ACCESS_FILTERS, { error: `Kies een van: ${DOSSIER_ACCESS_FILTERS.join(', ')}.` }),
    coach: z.union([z.literal('me'), z.uuid({ error: 'Geef het id van een coach of me.' })]),
  },
};

const detailSpec = { include: DOSSIER_INCLUDES };
const dossierParams = pathParams({ id: uuidParam });
const organizationParams = pathParams({ organizationId: uuidParam });

/** Answers kept per organisation's list in memory (`createAnswerMemo`). */
const ANSWERS_PER_LIST = 16;

/** A team member id nobody has: "only dossiers coached by …" an actor without a team member. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Dossiers: the list, creating one, reading and changing one (SPEC §7). */
export const dossiersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listDossiersRoute(app, ctx);
  createDossierRoute(app, ctx);
  readDossierRoute(app, ctx);
  updateDossierRoute(app, ctx);
  archiveDossierRoutes(app, ctx);
  setDossierCoachesRoute(app, ctx);
};

/** One dossier as a JSON:API document, with the includes asked for. */
async function dossierDocument(db: Db, actor: Actor, id: string, include: Set<string>, meta = {}) {
  const row = await findDossierListRow(db, actor.organizationId, id);
  if (!row) throw new Error('dossier vanished');
  const [view] = await loadDossierViews(db, actor, [row], include, { conversationPartners: true });
  if (!view) throw new Error('dossier view missing');
  const { data, included } = serializeDossier(view, actor, include, meta);
  return document(data, { included });
}

function listDossiersRoute(app: FastifyInstance, { database, listener }: AppContext) {
  const { db } = database;
  const lists = createDossierLists(database, listener);
  // Per organisation's list in memory: the answers of the asks repeated most (each actor's own).
  const listAnswers = createAnswerMemo(ANSWERS_PER_LIST);
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/dossiers',
    access: policyAccess('dossiers.list', dossierPolicy.list),
    params: organizationParams,
    query: listQuery(listSpec),
    async handler({ actor, params, query, request }, reply) {
      const organizationId = ownOrganization(actor, params.organizationId);
      const coachIds: string[] = [];
      // A coach without canManageOtherCandidates sees, and finds by name, only their own dossiers.
      if (dossierPolicy.listsOnlyOwn(actor)) coachIds.push(actor.teamMemberId ?? NOBODY);
      if (query.filter.coach)
        coachIds.push(query.filter.coach === 'me' ? (actor.teamMemberId ?? NOBODY) : query.filter.coach);
      const archivingSoonUntil = addDays(todayInAmsterdam(), ARCHIVING_SOON_DAYS);
      // From the organisation's list kept in memory until a change is announced, or one
      // statement with its access log entries (docs/decisions.md, "Cost per request").
      const { page, source, logged } = await readDossierListPage(
        database,
        lists,
        actor,
        {
          organizationId,
          view: query.filter.view ?? 'active',
          access: query.filter.access ?? 'everyone',
          coachTeamMemberIds: [...new Set(coachIds)],
          q: query.q,
          archivingSoonUntil,
          sort: query.sort,
          page: query.page,
          count: query.count,
        },
        // Fastify's clock starts when the request is routed (`performance.now()`).
        performance.now() - reply.elapsedTime,
      );
      const build = async () => {
        const views = await loadDossierViews(db, actor, page.rows, query.include);
        const serialized = views.map((view) => serializeDossier(view, actor, query.include));
        return new SerializedDocument(
          document(
            serialized.map((item) => item.data),
            {
              included: serialized.flatMap((item) => item.included),
              meta: page.count === null ? {} : { count: page.count },
              links: listLinks(request, query.page, page.count, `/api/v1/organization/${organizationId}/dossiers`),
            },
          ),
        );
      };
      // Built and serialized while the database stores the page's access log entries, and
      // sent once they are committed. Made from the page alone (no statement of its own), the
      // answer is kept with the list it came from for the same request by the same actor on the
      // same day (the view 'archivingSoon' moves with it): the abilities and links it carries
      // are the actor's, so the whole actor is in the key.
      const answer =
        source === null || viewsNeedParts(query.include)
          ? await build()
          : await listAnswers(source, `${request.url}\n${archivingSoonUntil}\n${JSON.stringify(actor)}`, build);
      await logged;
      return reply.jsonApi(answer);
    },
  });
}

function createDossierRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/dossier',
    limit: 'invitation',
    access: policyAccess('dossiers.create', dossierPolicy.create),
    params: organizationParams,
    body: resourceBody('dossiers', dossierCreateSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganization(actor, params.organizationId);
      const dossier = await createDossier({
        db,
        mailer: ctx.mailer,
        actor,
        attributes: body.attributes,
        coachIds: relationshipIds(body.relationships, 'coaches', 'team_members'),
        publicUrl: ctx.config.publicUrl,
      });
      const include = new Set(['track', 'coaches', 'client']);
      return reply.jsonApi(await dossierDocument(db, actor, dossier.id, include), 201);
    },
  });
}

function readDossierRoute(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  route(app, {
    method: 'GET',
    url: '/dossier/:id',
    access: policyAccess('dossiers.read', anyActor),
    params: dossierParams,
    query: listQuery(detailSpec),
    async handler({ actor, params, query }, reply) {
      // Read once: the row, the parts asked for, and the facts the dossier rules decide on.
      const view = await readDossierView(db, actor, params.id, query.include);
      const { row, facts } = view;
      const meta: Record<string, unknown> = {};
      const read = { dossierId: row.id, action: 'read', subject: 'dossier', subjectId: row.id } as const;
      if (dossierPolicy.readAccessLog(actor, facts)) {
        const since = new Date(Date.now() - RECENT_VIEWERS_DAYS * 86_400_000);
        // Read and recorded by one statement, committed synchronously after reading: its flush makes
        // every entry shown durable, also those the list wrote without waiting (docs/decisions.md).
        const viewers = await recentViewersRecording(db, actor, read, { since, limit: RECENT_VIEWERS_MAX });
        meta.recentViewers = viewers.map((viewer) => ({ ...viewer, viewedAt: viewer.viewedAt.toISOString() }));
      } else {
        // Who sees no log entries can have the read recorded like the list's.
        await recordDossierReads(database, actor, [read]);
      }
      const { data, included } = serializeDossier(view, actor, query.include, meta);
      return reply.jsonApi(document(data, { included }));
    },
  });
}

function updateDossierRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id',
    access: policyAccess('dossiers.update', anyActor),
    params: dossierParams,
    body: resourceBody('dossiers', dossierSettingsSchema),
    async handler({ actor, params, body }, reply) {
      await updateSettings({ db, actor, dossierId: params.id, attributes: body.attributes });
      return reply.jsonApi(
        await dossierDocument(db, actor, params.id, new Set(['profile_type', 'custom_field_values'])),
      );
    },
  });
}

function archiveDossierRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  for (const [url, archived] of [
    ['/dossier/:id/archive', true],
    ['/dossier/:id/unarchive', false],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      access: policyAccess(archived ? 'dossiers.archive' : 'dossiers.unarchive', anyActor),
      params: dossierParams,
      async handler({ actor, params }, reply) {
        await setArchived({ db, actor, dossierId: params.id, archived });
        return reply.jsonApi(await dossierDocument(db, actor, params.id, new Set()));
      },
    });
  }
}

function setDossierCoachesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id/relationships/coaches',
    access: policyAccess('dossiers.editCoach', anyActor),
    params: dossierParams,
    // The body is the relationship itself: { data: [{ type: 'team_members', id }] }.
    body: relationshipBody('coaches', 'team_members'),
    async handler({ actor, params, body }, reply) {
      await setCoaches({ db, actor, dossierId: params.id, teamMemberIds: body });
      return reply.jsonApi(await dossierDocument(db, actor, params.id, new Set(['coaches'])));
    },
  });
}
