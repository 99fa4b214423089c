import type { Db } from '@koers/server-core/db/database';
import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  plainText,
  receivesShowrooms,
  showroomAttributesSchema,
  showroomPolicy,
  showroomUpdateSchema,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { ownOrganization } from '../dossiers/dossiers.service';
import { candidateRowsOfShowrooms, recordContactListing } from './showroom-candidates.service';
import { composerPartnersOf } from './showroom-composers';
import { serializeShowroom, serializeShowroomForContact } from './showrooms.serializer';
import {
  CANDIDATE_OPTIONS_LIMIT,
  createShowroom,
  deleteShowroom,
  listCandidateOptions,
  listRecipientDirectory,
  listShowroomsForContact,
  listShowroomViews,
  loadShowroomForViewer,
  loadShowroomView,
  RECIPIENT_DIRECTORY_LIMIT,
  setShowroomPublished,
  showroomNotFound,
  updateShowroom,
} from './showrooms.service';

const showroomParams = pathParams({ id: uuidParam }, showroomNotFound);
const organizationParams = pathParams({ organizationId: uuidParam });

/** Showrooms (issue 35): composing, publishing and removing them; staff of the organisation. */
export const showroomsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listShowroomsRoute(app, ctx);
  contactShowroomsRoute(app, ctx);
  recipientDirectoryRoute(app, ctx);
  candidateOptionsRoute(app, ctx);
  createShowroomRoute(app, ctx);
  readShowroomRoute(app, ctx);
  updateShowroomRoute(app, ctx);
  publishShowroomRoutes(app, ctx);
  deleteShowroomRoute(app, ctx);
};

async function showroomDocument(db: Db, actor: Actor, id: string) {
  return document(serializeShowroom(await loadShowroomView(db, actor, id), actor));
}

function listShowroomsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/showrooms',
    access: policyAccess('showrooms.list', showroomPolicy.list),
    params: organizationParams,
    query: listQuery({ defaultPageSize: 100 }),
    async handler({ actor, params, query }, reply) {
      ownOrganization(actor, params.organizationId);
      const views = await listShowroomViews(db, actor);
      const page = views.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(
        document(
          page.map((view) => serializeShowroom(view, actor)),
          { meta: { count: views.length } },
        ),
      );
    },
  });
}

/**
 * The composer's recipient picker (issue 35.1): active employers whose name or a contact's name
 * holds `q`, each with its contacts — names only, for coaches and account managers alike.
 */
function recipientDirectoryRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/showroom_recipients',
    access: policyAccess('showrooms.chooseRecipients', showroomPolicy.chooseRecipients),
    params: organizationParams,
    query: listQuery({ defaultPageSize: RECIPIENT_DIRECTORY_LIMIT }),
    async handler({ actor, params, query }, reply) {
      ownOrganization(actor, params.organizationId);
      const employers = await listRecipientDirectory(db, actor, query.q);
      return reply.jsonApi(
        document(
          employers.map((employer) =>
            resource('showroom_recipients', employer.id, { name: employer.name, contacts: employer.contacts }),
          ),
        ),
      );
    },
  });
}

/** `filter[id]=a,b`: the dossier ids of a showroom's candidates (at most 100). */
const candidateIdsFilter = plainText()
  .transform((value) => value.split(','))
  .pipe(
    z
      .array(z.uuid({ error: 'Geef de id’s van kandidaten, gescheiden door komma’s.' }))
      .max(100, { error: 'Vraag hoogstens 100 kandidaten tegelijk.' }),
  );

/**
 * The composer's candidate picker (issue 35.1): at most 20 candidates who may appear before
 * employers (both agreements given, dossier active) whose name holds `q` — for account managers,
 * who do not read the dossier list, and every other composer. `filter[id]` names a showroom's
 * candidates for them: those of the ids with both agreements.
 */
function candidateOptionsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/showroom_candidate_options',
    access: policyAccess('showrooms.chooseCandidates', showroomPolicy.chooseCandidates),
    params: organizationParams,
    query: listQuery({ defaultPageSize: CANDIDATE_OPTIONS_LIMIT, filter: { id: candidateIdsFilter } }),
    async handler({ actor, params, query }, reply) {
      ownOrganization(actor, params.organizationId);
      const options = await listCandidateOptions(db, actor, { q: query.q, ids: query.filter.id });
      return reply.jsonApi(
        document(options.map(({ id, ...attributes }) => resource('showroom_candidate_options', id, attributes))),
      );
    },
  });
}

/** SPEC §7 GET contacts/{id}/showrooms: the showrooms published to this contact (the contact themself). */
function contactShowroomsRoute(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  const contactNotFound = () => notFound('Deze contactpersoon bestaat niet of je hebt er geen toegang toe.');
  route(app, {
    method: 'GET',
    url: '/contacts/:id/showrooms',
    access: policyAccess('showrooms.listForContact', receivesShowrooms),
    params: pathParams({ id: uuidParam }, contactNotFound),
    query: listQuery({ defaultPageSize: 100 }),
    async handler({ actor, params, query }, reply) {
      const views = await listShowroomsForContact(db, actor, params.id);
      const page = views.slice(query.page.offset, query.page.offset + query.page.size);
      const candidates = await candidateRowsOfShowrooms(db, actor.organizationId, page);
      const partners = await composerPartnersOf(db, actor, page);
      await recordContactListing(database, actor, page, candidates);
      return reply.jsonApi(
        document(
          page.map((view) => serializeShowroomForContact(view, candidates, partners.get(view.id) ?? null)),
          { meta: { count: views.length } },
        ),
      );
    },
  });
}

function createShowroomRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/showroom',
    access: policyAccess('showrooms.create', showroomPolicy.create),
    params: organizationParams,
    body: resourceBody('showrooms', showroomAttributesSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganization(actor, params.organizationId);
      const id = await createShowroom({ db, actor, attributes: body.attributes });
      return reply.jsonApi(await showroomDocument(db, actor, id), 201);
    },
  });
}

/** GET showroom/{id}: a composer sees the whole of it, a contact what is published to them (SPEC §2.2 /showrooms/{id}). */
function readShowroomRoute(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  route(app, {
    method: 'GET',
    url: '/showroom/:id',
    access: policyAccess('showrooms.read', showroomPolicy.view),
    params: showroomParams,
    async handler({ actor, params }, reply) {
      const shown = await loadShowroomForViewer(db, actor, params.id);
      if (shown.kind === 'staff') return reply.jsonApi(document(serializeShowroom(shown.view, actor)));
      const candidates = await candidateRowsOfShowrooms(db, actor.organizationId, [shown.view]);
      const partners = await composerPartnersOf(db, actor, [shown.view]);
      await recordContactListing(database, actor, [shown.view], candidates);
      return reply.jsonApi(
        document(serializeShowroomForContact(shown.view, candidates, partners.get(shown.view.id) ?? null)),
      );
    },
  });
}

function updateShowroomRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/showroom/:id',
    access: policyAccess('showrooms.update', showroomPolicy.list),
    params: showroomParams,
    body: resourceBody('showrooms', showroomUpdateSchema),
    async handler({ actor, params, body }, reply) {
      await updateShowroom({ db, actor, id: params.id, attributes: body.attributes });
      return reply.jsonApi(await showroomDocument(db, actor, params.id));
    },
  });
}

/** POST showroom/{id}/publish makes it visible to its recipients; …/unpublish makes it a draft again. */
function publishShowroomRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  for (const [url, published] of [
    ['/showroom/:id/publish', true],
    ['/showroom/:id/unpublish', false],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      access: policyAccess(published ? 'showrooms.publish' : 'showrooms.unpublish', showroomPolicy.list),
      params: showroomParams,
      async handler({ actor, params }, reply) {
        await setShowroomPublished({ db, actor, id: params.id, published });
        return reply.jsonApi(await showroomDocument(db, actor, params.id));
      },
    });
  }
}

function deleteShowroomRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/showroom/:id',
    access: policyAccess('showrooms.delete', showroomPolicy.list),
    params: showroomParams,
    async handler({ actor, params }, reply) {
      await deleteShowroom({ db, actor, id: params.id });
      return reply.code(204).send();
    },
  });
}
