import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { relationshipId } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import type { Actor } from '@koers/shared';
import { employerAbilities, employerContactSchema, employerPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  type ContactView,
  contactErrors,
  createContact,
  inviteContactAsUser,
  loadContact,
  relocateVacancies,
  updateContact,
} from './employer-contacts.service';
import { employerErrors } from './employers.errors';
import { serializeEmployerContact } from './employers.serializer';
import { employerFactsOf } from './employers.service';

const employerParams = pathParams({ id: uuidParam }, employerErrors.notFound);
const contactParams = pathParams({ id: uuidParam }, contactErrors.notFound);
const targetContactBody = {
  read: (raw: unknown) => relationshipId({ data: raw ?? {} }, 'data', 'employer_contacts', { required: true }) ?? '',
};

function contactDocument(view: ContactView, actor: Actor) {
  const data = serializeEmployerContact(view.contact);
  data.attributes.vacancyCount = view.vacancyCount;
  data.attributes.employerName = view.employer.name;
  data.attributes.accessState = view.access.state;
  data.attributes.invitationSentAt = view.access.invitationSentAt?.toISOString() ?? null;
  data.attributes.invitationExpiresAt = view.access.invitationExpiresAt?.toISOString() ?? null;
  data.attributes.lastLoginAt = view.access.lastLoginAt?.toISOString() ?? null;
  data.meta = { can: employerAbilities(actor, employerFactsOf(view.employer)) };
  return document(data);
}

/** Contacts of an employer: add, read, change, and move their vacancies to another contact. */
export const employerContactsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  createContactRoute(app, ctx);
  readContactRoute(app, ctx);
  updateContactRoute(app, ctx);
  relocateVacanciesRoute(app, ctx);
  inviteContactRoute(app, ctx);
};

function createContactRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/employer/:id/contacts',
    limit: 'invitation',
    access: policyAccess('employers.update', employerPolicy.list),
    params: employerParams,
    body: resourceBody('employer_contacts', employerContactSchema),
    async handler({ actor, params, body }, reply) {
      const id = await createContact({ db, actor, employerId: params.id, attributes: body.attributes });
      return reply.jsonApi(contactDocument(await loadContact(db, actor, id), actor), 201);
    },
  });
}

function readContactRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/employer_contact/:id',
    access: policyAccess('employers.read', employerPolicy.list),
    params: contactParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(contactDocument(await loadContact(db, actor, params.id), actor));
    },
  });
}

function updateContactRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/employer_contact/:id',
    access: policyAccess('employers.update', employerPolicy.list),
    params: contactParams,
    body: resourceBody('employer_contacts', employerContactSchema.partial()),
    async handler({ actor, params, body }, reply) {
      await updateContact({ db, actor, id: params.id, attributes: body.attributes });
      return reply.jsonApi(contactDocument(await loadContact(db, actor, params.id), actor));
    },
  });
}

/** contact-relocate-vacancies (SPEC §2.2): `{ data: { type: 'employer_contacts', id } }` names the new contact. */
function relocateVacanciesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/employer_contact/:id/relocate_vacancies',
    access: policyAccess('employers.update', employerPolicy.list),
    params: contactParams,
    body: targetContactBody,
    async handler({ actor, params, body }, reply) {
      const moved = await relocateVacancies({ db, actor, id: params.id, toContactId: body });
      return reply.jsonApi({ ...contactDocument(await loadContact(db, actor, params.id), actor), meta: { moved } });
    },
  });
}

/** Uitnodigen als gebruiker: POST employer_contact/{id}/invitation sends (again) the invitation. */
function inviteContactRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  route(app, {
    method: 'POST',
    url: '/employer_contact/:id/invitation',
    limit: 'invitation',
    access: policyAccess('employers.update', employerPolicy.list),
    params: contactParams,
    async handler({ actor, params }, reply) {
      await inviteContactAsUser({ db, mailer: ctx.mailer, actor, id: params.id, publicUrl: ctx.config.publicUrl });
      return reply.jsonApi(contactDocument(await loadContact(db, actor, params.id), actor));
    },
  });
}
