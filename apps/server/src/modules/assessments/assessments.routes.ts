import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { assessmentPolicy, chooseAssessmentSchema, saveAssessmentAnswersSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { takeOverIntoProfile } from './assessment-profile.service';
import { assessmentErrors } from './assessments.errors';
import { serializeAvailableAssessment, serializeCandidateAssessment } from './assessments.serializer';
import {
  chooseAssessment,
  finishAssessment,
  listAvailableForDossier,
  listAvailableForMembership,
  listForDossier,
  readAssessment,
  saveAnswers,
} from './assessments.service';

const access = (name: string) => policyAccess(`assessments.${name}`, assessmentPolicy.use);
const dossierParams = pathParams({ id: uuidParam }, () =>
  notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.'),
);
const assessmentParams = pathParams({ id: uuidParam }, assessmentErrors.notFound);

/** Tests (SPEC §7 available_assessments, candidate_assessments) and taking a test in Koers. */
export const assessmentsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  membershipAvailableRoute(app, ctx);
  dossierAvailableRoute(app, ctx);
  listCandidateAssessmentsRoute(app, ctx);
  chooseAssessmentRoute(app, ctx);
  readAssessmentRoute(app, ctx);
  saveAnswersRoute(app, ctx);
  finishAssessmentRoute(app, ctx);
  takeOverRoute(app, ctx);
};

function membershipAvailableRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/membership/:id/available_assessments',
    access: access('listAvailable'),
    params: pathParams({ id: uuidParam }, assessmentErrors.membershipNotFound),
    async handler({ actor, params }, reply) {
      const entries = await listAvailableForMembership({ db, actor, teamMemberId: params.id });
      return reply.jsonApi(
        document(
          entries.map((entry) => serializeAvailableAssessment(entry)),
          { meta: { count: entries.length } },
        ),
      );
    },
  });
}

/** The tests that can be chosen for one dossier now, each saying whether an open one blocks it. */
function dossierAvailableRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/available_assessments',
    access: access('listAvailableForDossier'),
    params: dossierParams,
    async handler({ actor, params }, reply) {
      const available = await listAvailableForDossier({ db, actor, dossierId: params.id });
      return reply.jsonApi(
        document(
          available.map(({ entry, blocked }) => serializeAvailableAssessment(entry, blocked)),
          { meta: { count: available.length } },
        ),
      );
    },
  });
}

function listCandidateAssessmentsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/candidate_assessments',
    access: access('list'),
    params: dossierParams,
    async handler({ actor, params }, reply) {
      const rows = await listForDossier({ db, actor, dossierId: params.id });
      const now = new Date();
      return reply.jsonApi(
        document(
          rows.map((row) => serializeCandidateAssessment(row, actor, now)),
          { meta: { count: rows.length } },
        ),
      );
    },
  });
}

function chooseAssessmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/candidate_assessments',
    access: access('choose'),
    params: dossierParams,
    body: resourceBody('candidate_assessments', chooseAssessmentSchema),
    async handler({ actor, params, body }, reply) {
      const row = await chooseAssessment({
        db,
        actor,
        dossierId: params.id,
        assessmentId: body.attributes.assessmentId,
      });
      return reply.jsonApi(document(serializeCandidateAssessment(row, actor)), 201);
    },
  });
}

function readAssessmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/candidate_assessment/:id',
    access: access('read'),
    params: assessmentParams,
    async handler({ actor, params }, reply) {
      const row = await readAssessment({ db, actor, id: params.id });
      return reply.jsonApi(document(serializeCandidateAssessment(row, actor)));
    },
  });
}

/** Saving answers (any number at a time): a test is resumable where it was left. */
function saveAnswersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/candidate_assessment/:id',
    access: access('answer'),
    params: assessmentParams,
    body: resourceBody('candidate_assessments', saveAssessmentAnswersSchema),
    async handler({ actor, params, body }, reply) {
      assertBodyIdMatches(body, params.id);
      const row = await saveAnswers({ db, actor, id: params.id, answers: body.attributes.answers });
      return reply.jsonApi(document(serializeCandidateAssessment(row, actor)));
    },
  });
}

function finishAssessmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/candidate_assessment/:id/finish',
    access: access('finish'),
    params: assessmentParams,
    async handler({ actor, params }, reply) {
      const row = await finishAssessment({ db, actor, id: params.id });
      return reply.jsonApi(document(serializeCandidateAssessment(row, actor)));
    },
  });
}

/** The candidate takes a finished interest test's result over into the profile's interests. */
function takeOverRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/candidate_assessment/:id/take_over',
    access: access('takeOver'),
    params: assessmentParams,
    async handler({ actor, params }, reply) {
      const row = await takeOverIntoProfile({ db, actor, id: params.id });
      return reply.jsonApi(document(serializeCandidateAssessment(row, actor)));
    },
  });
}
