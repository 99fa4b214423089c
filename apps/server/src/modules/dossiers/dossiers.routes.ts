import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody, relationshipIds } from '@koers/server-core/jsonapi/body';
import { document, pageLinks } from '@koers/server-core/jsonapi/document';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import {
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
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createDossierAccessLogRepository } from '../dossier-access-log/dossier-access-log.repository';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { dutchToday } from '../user-contexts/actor';
import { createDossierListRepository } from './dossier-list.repository';
import { idParam, loadDossier, ownOrganization } from './dossier-loader';
import { DOSSIER_INCLUDES, findDossierListRow, loadDossierViews } from './dossier-views.service';
import { serializeDossier } from './dossiers.serializer';
import { createDossier, setArchived, setCoaches, updateSettings } from './dossiers.service';

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

/** A team member id nobody has: "only dossiers coached by …" an actor without a team member. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dossiersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  /** One dossier as a JSON:API document, with the includes asked for. */
  async function dossierDocument(actor: ReturnType<typeof requireActor>, id: string, include: Set<string>, meta = {}) {
    const row = await findDossierListRow(db, actor.organizationId, id);
    if (!row) throw new Error('dossier vanished');
    const [view] = await loadDossierViews(db, actor, [row], include);
    if (!view) throw new Error('dossier view missing');
    const { data, included } = serializeDossier(view, actor, include, meta);
    return document(data, { included });
  }

  app.get(
    '/organization/:organizationId/dossiers',
    { config: { access: policyAccess('dossiers.list', dossierPolicy.list) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const organizationId = ownOrganization(actor, (request.params as { organizationId: string }).organizationId);
      const query = parseListQuery(request.query as Record<string, unknown>, listSpec);
      const coachIds: string[] = [];
      // A coach without canManageOtherCandidates sees, and finds by name, only their own dossiers.
      if (dossierPolicy.listsOnlyOwn(actor)) coachIds.push(actor.teamMemberId ?? NOBODY);
      if (query.filter.coach)
        coachIds.push(query.filter.coach === 'me' ? (actor.teamMemberId ?? NOBODY) : query.filter.coach);
      const { rows, count } = await createDossierListRepository(db).list({
        organizationId,
        view: query.filter.view ?? 'active',
        access: query.filter.access ?? 'everyone',
        coachTeamMemberIds: [...new Set(coachIds)],
        q: query.q,
        archivingSoonUntil: addDays(dutchToday(), ARCHIVING_SOON_DAYS),
        sort: query.sort,
        page: query.page,
        count: query.count,
      });
      const views = await loadDossierViews(db, actor, rows, query.include);
      await recordDossierAccess(
        db,
        actor,
        rows.map((row) => ({
          dossierId: row.dossier.id,
          action: 'list' as const,
          subject: 'dossier',
          subjectId: row.dossier.id,
        })),
      );
      const serialized = views.map((view) => serializeDossier(view, actor, query.include));
      const params = new URLSearchParams(request.query as Record<string, string>);
      params.delete('page[number]');
      params.delete('page[size]');
      return reply.jsonApi(
        document(
          serialized.map((item) => item.data),
          {
            included: serialized.flatMap((item) => item.included),
            meta: count === null ? {} : { count },
            links: pageLinks(`/api/v1/organization/${organizationId}/dossiers`, params, query.page, count),
          },
        ),
      );
    },
  );

  app.post(
    '/organization/:organizationId/dossier',
    { config: { access: policyAccess('dossiers.create', dossierPolicy.create) } },
    async (request, reply) => {
      const actor = requireActor(request);
      ownOrganization(actor, (request.params as { organizationId: string }).organizationId);
      const { attributes, relationships } = parseResourceBody(request.body, 'dossiers', dossierCreateSchema);
      const dossier = await createDossier({
        db,
        mailer: ctx.mailer,
        actor,
        attributes,
        coachIds: relationshipIds(relationships, 'coaches', 'team_members'),
        publicUrl: ctx.config.publicUrl,
      });
      const include = new Set(['track', 'coaches', 'client']);
      return reply.jsonApi(await dossierDocument(actor, dossier.id, include), 201);
    },
  );

  app.get('/dossier/:id', { config: { access: policyAccess('dossiers.read', anyActor) } }, async (request, reply) => {
    const actor = requireActor(request);
    const query = parseListQuery(request.query as Record<string, unknown>, detailSpec);
    const { row, facts } = await loadDossier(db, actor, (request.params as { id: string }).id);
    await recordDossierAccess(db, actor, { dossierId: row.id, action: 'read', subject: 'dossier', subjectId: row.id });
    const meta: Record<string, unknown> = {};
    if (dossierPolicy.readAccessLog(actor, facts)) {
      const since = new Date(Date.now() - RECENT_VIEWERS_DAYS * 86_400_000);
      const viewers = await createDossierAccessLogRepository(db).recentViewers(row.organizationId, row.id, {
        since,
        exceptContextId: actor.userContextId,
        limit: RECENT_VIEWERS_MAX,
      });
      meta.recentViewers = viewers.map((viewer) => ({ ...viewer, viewedAt: viewer.viewedAt.toISOString() }));
    }
    return reply.jsonApi(await dossierDocument(actor, row.id, query.include, meta));
  });

  app.patch(
    '/dossier/:id',
    { config: { access: policyAccess('dossiers.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = idParam((request.params as { id: string }).id);
      const { attributes } = parseResourceBody(request.body, 'dossiers', dossierSettingsSchema);
      await updateSettings({ db, actor, dossierId: id, attributes });
      return reply.jsonApi(await dossierDocument(actor, id, new Set(['profile_type', 'custom_field_values'])));
    },
  );

  for (const [path, archived] of [
    ['/dossier/:id/archive', true],
    ['/dossier/:id/unarchive', false],
  ] as const) {
    app.post(
      path,
      { config: { access: policyAccess(archived ? 'dossiers.archive' : 'dossiers.unarchive', anyActor) } },
      async (request, reply) => {
        const actor = requireActor(request);
        const id = idParam((request.params as { id: string }).id);
        await setArchived({ db, actor, dossierId: id, archived });
        return reply.jsonApi(await dossierDocument(actor, id, new Set()));
      },
    );
  }

  app.patch(
    '/dossier/:id/relationships/coaches',
    { config: { access: policyAccess('dossiers.editCoach', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = idParam((request.params as { id: string }).id);
      // The body is the relationship itself: { data: [{ type: 'team_members', id }] }.
      const ids = relationshipIds({ coaches: request.body ?? {} }, 'coaches', 'team_members') ?? [];
      await setCoaches({ db, actor, dossierId: id, teamMemberIds: ids });
      return reply.jsonApi(await dossierDocument(actor, id, new Set(['coaches'])));
    },
  );
};
