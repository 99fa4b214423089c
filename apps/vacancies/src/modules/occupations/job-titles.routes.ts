import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document, identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { jobTitlePolicy, plainText, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { jobTitleStatistics, recentVacancyCounts } from './job-title-statistics.queries';
import { createOccupationsRepository, type IscoGroupRow, type JobTitleRow } from './occupations.repository';

const INCLUDES = ['job_group', 'job_sector'] as const;
/** A comma-separated filter value: its distinct, trimmed items, each checked by `item`, at most `max`. */
const commaList = (item: z.ZodType<string, string>, max: number) =>
  plainText()
    .trim()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).min(1).max(max));
/** `filter[id]`: at most 100 occupation ids (the favourite occupations). */
const jobTitleIds = commaList(z.uuid(), 100);
/** `filter[isco]`: ISCO-08 group codes (1–4 digits, at most 60): occupations in any of those groups. */
const iscoPrefixes = commaList(plainText().regex(/^\d{1,4}$/, { error: 'Geef ISCO-groepen van 1 tot 4 cijfers.' }), 60);
const jobTitleNotFound = () => notFound('Dit beroep is niet gevonden.');

function serializeJobTitle(row: JobTitleRow, extra: Record<string, unknown>): Resource {
  return resource(
    'job_titles',
    row.id,
    {
      code: row.code,
      labelNl: row.labelNl,
      altLabels: row.altLabels,
      iscoCode: row.iscoCode,
      description: row.description,
      source: row.source,
      ...extra,
    },
    {
      relationships: {
        job_group: relationship(identifier('job_groups', row.iscoCode)),
        job_sector: relationship(identifier('job_sectors', row.iscoCode?.slice(0, 1) ?? null)),
      },
    },
  );
}

function includedGroups(rows: JobTitleRow[], groups: Map<string, IscoGroupRow>, include: Set<string>): Resource[] {
  const included: Resource[] = [];
  for (const row of rows) {
    const unit = row.iscoCode ? groups.get(row.iscoCode) : undefined;
    const major = row.iscoCode ? groups.get(row.iscoCode.slice(0, 1)) : undefined;
    if (include.has('job_group') && unit)
      included.push(resource('job_groups', unit.code, { code: unit.code, labelNl: unit.labelNl }));
    if (include.has('job_sector') && major)
      included.push(resource('job_sectors', major.code, { code: major.code, name: major.labelNl }));
  }
  return included;
}

async function groupsFor(repo: ReturnType<typeof createOccupationsRepository>, rows: JobTitleRow[]) {
  const codes = new Set<string>();
  for (const row of rows) if (row.iscoCode) codes.add(row.iscoCode).add(row.iscoCode.slice(0, 1));
  return new Map((await repo.findGroups([...codes])).map((group) => [group.code, group]));
}

/** Occupations (SPEC §7 job_titles, job_title/{id}) with statistics computed from the corpus. */
export const jobTitlesRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  listJobTitlesRoute(app, ctx);
  readJobTitleRoutes(app, ctx);
};

function listJobTitlesRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/job_titles',
    access: policyAccess('jobTitles.list', jobTitlePolicy.list),
    query: listQuery({
      include: INCLUDES,
      filter: { code: plainText().trim().min(1).max(2000), id: jobTitleIds, isco: iscoPrefixes },
    }),
    async handler({ query, request }, reply) {
      const repo = createOccupationsRepository(db);
      const codes = query.filter.code
        ?.split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      const { rows, count } = await repo.list({
        ...(query.q ? { q: query.q } : {}),
        ...(codes ? { codes } : {}),
        ...(query.filter.id ? { ids: query.filter.id } : {}),
        ...(query.filter.isco ? { iscoPrefixes: query.filter.isco } : {}),
        offset: query.page.offset,
        limit: query.page.size,
      });
      const counts = await recentVacancyCounts(
        db,
        rows.map((row) => row.id),
      );
      const groups = await groupsFor(repo, rows);
      return reply.jsonApi(
        document(
          rows.map((row) => serializeJobTitle(row, { vacancyCount: counts.get(row.id) ?? 0 })),
          {
            included: includedGroups(rows, groups, query.include),
            meta: { count },
            links: listLinks(request, query.page, count),
          },
        ),
      );
    },
  });
}

function readJobTitleRoutes(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  // SPEC §7 names the detail `job_title/{id}`; the plural path is the JSON:API convention.
  for (const url of ['/job_title/:id', '/job_titles/:id']) {
    route(app, {
      method: 'GET',
      url,
      access: policyAccess('jobTitles.read', jobTitlePolicy.read),
      params: pathParams({ id: uuidParam }, jobTitleNotFound),
      query: listQuery({ include: INCLUDES }),
      async handler({ params, query }, reply) {
        const repo = createOccupationsRepository(db);
        const row = await repo.findById(params.id);
        if (!row) throw jobTitleNotFound();
        const statistics = await jobTitleStatistics(db, row.id);
        const groups = await groupsFor(repo, [row]);
        return reply.jsonApi(
          document(serializeJobTitle(row, { vacancyCount: statistics.vacancyCount, statistics }), {
            included: includedGroups([row], groups, query.include),
          }),
        );
      },
    });
  }
}
