import type { Db } from '@koers/server-core/db/database';
import { policyAccess } from '@koers/server-core/http/access';
import { attachmentDisposition } from '@koers/server-core/http/attachment';
import { authorize } from '@koers/server-core/http/authorize';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  AUTOCOMPLETE_PAGE_SIZE,
  anyActor,
  dateSchema,
  defaultReportStart,
  type OutcomeReportFilter,
  outcomePolicy,
  outcomeSchema,
  outcomeUpdateSchema,
  uuidSchema,
} from '@koers/shared';
import { todayInAmsterdam } from '@koers/shared/calendar';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { outcomeReport, outcomeReportCsv, outcomeReportFilename } from './outcome-report.service';
import { outcomeErrors } from './outcomes.errors';
import { outcomeDocument, outcomeReportDocument } from './outcomes.serializer';
import { outcomeDetails, placementEmployers, readOutcome, recordOutcome, updateOutcome } from './outcomes.service';

const dossierParams = pathParams({ id: uuidParam });
const organizationParams = pathParams({ organizationId: uuidParam });

/**
 * A dossier's outcome (feature Placement): read it, record it, change it; the employers to pick a
 * placement's employer from; and the outcome report with its CSV (issue 37).
 */
export const outcomesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readOutcomeRoute(app, ctx);
  recordOutcomeRoute(app, ctx);
  updateOutcomeRoute(app, ctx);
  placementEmployersRoute(app, ctx);
  outcomeReportRoute(app, ctx);
  outcomeReportCsvRoute(app, ctx);
};

function readOutcomeRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/outcome',
    access: policyAccess('outcomes.read', anyActor),
    params: dossierParams,
    async handler({ actor, params }, reply) {
      const details = await readOutcome(database, actor, params.id);
      return reply.jsonApi(details ? outcomeDocument(details) : document(null));
    },
  });
}

function recordOutcomeRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/outcome',
    access: policyAccess('outcomes.record', anyActor),
    params: dossierParams,
    body: resourceBody('dossier_outcomes', outcomeSchema),
    async handler({ actor, params, body }, reply) {
      const outcome = await recordOutcome({ db, actor, dossierId: params.id, attributes: body.attributes });
      return reply.jsonApi(outcomeDocument(await outcomeDetails(db, outcome)), 201);
    },
  });
}

function updateOutcomeRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id/outcome',
    access: policyAccess('outcomes.update', anyActor),
    params: dossierParams,
    body: resourceBody('dossier_outcomes', outcomeUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const outcome = await updateOutcome({ db, actor, dossierId: params.id, changes: body.attributes });
      return reply.jsonApi(outcomeDocument(await outcomeDetails(db, outcome)));
    },
  });
}

/** The own organisation only: another one is not found. */
function ownOrganization(actor: Actor, organizationId: string) {
  if (organizationId !== actor.organizationId) throw outcomeErrors.organizationNotFound();
}

/** Employers of the organisation by name (`_q`), 7 at a time, for the placement form. */
function placementEmployersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/placement_employers',
    access: policyAccess('outcomes.pickEmployer', anyActor),
    params: organizationParams,
    query: listQuery({ defaultPageSize: AUTOCOMPLETE_PAGE_SIZE, maxPageSize: 50 }),
    async handler({ actor, params, query }, reply) {
      ownOrganization(actor, params.organizationId);
      authorize(outcomePolicy.pickEmployer, actor);
      const rows = await placementEmployers(db, actor, query.q ?? '', query.page.size);
      return reply.jsonApi(
        document(rows.map((row) => resource('placement_employers', row.id, { name: row.name, city: row.city }))),
      );
    },
  });
}

const reportQuery = listQuery({
  filter: {
    from: dateSchema('een begindatum'),
    to: dateSchema('een einddatum'),
    track_type: uuidSchema,
    coach: uuidSchema,
  },
});

/** The report's period and scope: the last twelve months unless asked; an end before the start is refused. */
function reportFilter(filter: {
  from?: string;
  to?: string;
  track_type?: string;
  coach?: string;
}): OutcomeReportFilter {
  const to = filter.to ?? todayInAmsterdam();
  const from = filter.from ?? defaultReportStart(to);
  if (to < from) throw badRequest('De einddatum mag niet voor de begindatum liggen.', 'filter[to]');
  return { from, to, trackType: filter.track_type ?? null, coach: filter.coach ?? null };
}

/** The report of the actor's own organisation (else 404), for those who may see it (else 403). */
async function reportFor(db: Db, actor: Actor, organizationId: string, query: Parameters<typeof reportFilter>[0]) {
  ownOrganization(actor, organizationId);
  authorize(outcomePolicy.report, actor);
  const filter = reportFilter(query);
  return { filter, report: await outcomeReport(db, actor.organizationId, filter) };
}

function outcomeReportRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/outcome_report',
    access: policyAccess('outcomes.report', anyActor),
    params: organizationParams,
    query: reportQuery,
    async handler({ actor, params, query }, reply) {
      const { report } = await reportFor(db, actor, params.organizationId, query.filter);
      return reply.jsonApi(outcomeReportDocument(actor.organizationId, report));
    },
  });
}

/** 'Exporteren als CSV': the same figures for Excel with Dutch settings. */
function outcomeReportCsvRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/outcome_report/csv',
    access: policyAccess('outcomes.report', anyActor),
    params: organizationParams,
    query: reportQuery,
    async handler({ actor, params, query }, reply) {
      const { filter, report } = await reportFor(db, actor, params.organizationId, query.filter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(outcomeReportFilename(filter)))
        .header('cache-control', 'private, no-store')
        .send(outcomeReportCsv(report));
    },
  });
}
