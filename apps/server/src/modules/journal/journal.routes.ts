import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { journalEntrySchema, journalKindFilterSchema, journalPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeJournalEntry } from './journal.serializer';
import {
  createJournalEntry,
  deleteJournalEntry,
  listJournal,
  readJournalEntry,
  updateJournalEntry,
} from './journal.service';

const idParams = pathParams({ id: uuidParam });
const entryBody = resourceBody('journal_entries', journalEntrySchema);
/** The dossier's journal (issue 38.1): entries of contacts with the candidate, written by the coaches. */
export const journalRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listJournalRoute(app, ctx);
  createJournalEntryRoute(app, ctx);
  readJournalEntryRoute(app, ctx);
  updateJournalEntryRoute(app, ctx);
  deleteJournalEntryRoute(app, ctx);
};

function listJournalRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/journal_entries',
    access: policyAccess('journal.list', journalPolicy.list),
    params: idParams,
    query: listQuery({ filter: { kind: journalKindFilterSchema } }),
    async handler({ actor, params, query, request }, reply) {
      const { entries, count, canCreate } = await listJournal({
        database,
        actor,
        dossierId: params.id,
        ...(query.filter.kind ? { kinds: query.filter.kind } : {}),
        page: query.page,
      });
      return reply.jsonApi(
        document(
          entries.map((view) => serializeJournalEntry(view, actor)),
          { meta: { count, can: { create: canCreate } }, links: listLinks(request, query.page, count) },
        ),
      );
    },
  });
}

function createJournalEntryRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/journal_entries',
    access: policyAccess('journal.create', journalPolicy.list),
    params: idParams,
    body: entryBody,
    async handler({ actor, params, body }, reply) {
      const view = await createJournalEntry({ db, actor, dossierId: params.id, attributes: body.attributes });
      return reply.jsonApi(document(serializeJournalEntry(view, actor)), 201);
    },
  });
}

function readJournalEntryRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/journal_entry/:id',
    access: policyAccess('journal.read', journalPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      const view = await readJournalEntry(database, actor, params.id);
      return reply.jsonApi(document(serializeJournalEntry(view, actor)));
    },
  });
}

function updateJournalEntryRoute(app: FastifyInstance, { database: { db }, storage }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/journal_entry/:id',
    access: policyAccess('journal.update', journalPolicy.list),
    params: idParams,
    body: entryBody,
    async handler({ actor, params, body }, reply) {
      const view = await updateJournalEntry({ db, storage, actor, entryId: params.id, attributes: body.attributes });
      return reply.jsonApi(document(serializeJournalEntry(view, actor)));
    },
  });
}

function deleteJournalEntryRoute(app: FastifyInstance, { database: { db }, storage }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/journal_entry/:id',
    access: policyAccess('journal.delete', journalPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      await deleteJournalEntry({ db, storage, actor, entryId: params.id });
      return reply.code(204).send();
    },
  });
}
