import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { anyActor, plainText, REFERENCE_LISTS } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createReferenceListsRepository } from './reference-lists.repository';

const listSpec = {
  filter: { code: plainText().max(500) },
  sort: ['position', 'name'] as const,
  maxPageSize: 500,
  defaultPageSize: 500,
};

/** The read-only reference lists of SPEC §3, one GET per list. */
export const referenceListsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listReferenceItemsRoutes(app, ctx);
};

function listReferenceItemsRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  const repo = createReferenceListsRepository(db);
  for (const list of REFERENCE_LISTS) {
    route(app, {
      method: 'GET',
      url: `/${list}`,
      access: policyAccess('referenceLists.read', anyActor),
      query: listQuery(listSpec),
      async handler({ query }, reply) {
        const codes = query.filter.code
          ?.split(',')
          .map((code) => code.trim())
          .filter(Boolean);
        const rows = await repo.list(list, { ...(query.q ? { q: query.q } : {}), ...(codes ? { codes } : {}) });
        if (query.sort[0]?.field === 'name') {
          rows.sort((a, b) => a.name.localeCompare(b.name, 'nl') * (query.sort[0]?.direction === 'desc' ? -1 : 1));
        }
        const page = rows.slice(query.page.offset, query.page.offset + query.page.size);
        return reply.jsonApi(
          document(
            page.map((row) =>
              resource(list, row.id, { code: row.code, name: row.name, position: row.position, ...row.details }),
            ),
            { meta: { count: rows.length } },
          ),
        );
      },
    });
  }
}
