import { policyAccess } from '@koers/server-core/http/access';
import { resourceListRoute, resourceRoute } from '@koers/server-core/http/resource-route';
import { pathParams, resourceBody, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { type Actor, assessmentPolicy, chooseAssessmentSchema, saveAssessmentAnswersSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { takeOverIntoProfile } from './assessment-profile.service';
import { assessmentErrors } from './assessments.errors';
import type { CandidateAssessmentRow } from './assessments.repository';
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
  resourceListRoute(app, {
    method: 'GET',
    url: '/membership/:id/available_assessments',
    access: access('listAvailable'),
    params: pathParams({ id: uuidParam }, assessmentErrors.membershipNotFound),
    run: ({ actor, params }) => listAvailableForMembership({ db, actor, teamMemberId: params.id }),
    serialize: (entry) => serializeAvailableAssessment(entry),
  });
}

/** The tests that can be chosen for one dossier now, each saying whether an open one blocks it. */
function dossierAvailableRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceListRoute(app, {
    method: 'GET',
    url: '/dossier/:id/available_assessments',
    access: access('listAvailableForDossier'),
    params: dossierParams,
    run: ({ actor, params }) => listAvailableForDossier({ db, actor, dossierId: params.id }),
    serialize: ({ entry, blocked }) => serializeAvailableAssessment(entry, blocked),
  });
}

function listCandidateAssessmentsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceListRoute(app, {
    method: 'GET',
    url: '/dossier/:id/candidate_assessments',
    access: access('list'),
    params: dossierParams,
    run: ({ actor, params }) => listForDossier({ db, actor, dossierId: params.id }),
    serialize: (row, { actor }) => serializeCandidateAssessment(row, actor),
  });
}

/** Every route below answers the dossier's test as its caller may see it. */
const answerTest = (row: CandidateAssessmentRow, { actor }: { actor: Actor }) =>
  serializeCandidateAssessment(row, actor);

function chooseAssessmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceRoute(app, {
    method: 'POST',
    url: '/dossier/:id/candidate_assessments',
    access: access('choose'),
    params: dossierParams,
    body: resourceBody('candidate_assessments', chooseAssessmentSchema),
    status: 201,
    run: ({ actor, params, body }) =>
      chooseAssessment({ db, actor, dossierId: params.id, assessmentId: body.attributes.assessmentId }),
    serialize: answerTest,
  });
}

function readAssessmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceRoute(app, {
    method: 'GET',
    url: '/candidate_assessment/:id',
    access: access('read'),
    params: assessmentParams,
    run: ({ actor, params }) => readAssessment({ db, actor, id: params.id }),
    serialize: answerTest,
  });
}

/** Saving answers (any number at a time): a test is resumable where it was left. */
function saveAnswersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceRoute(app, {
    method: 'PATCH',
    url: '/candidate_assessment/:id',
    access: access('answer'),
    params: assessmentParams,
    body: resourceBody('candidate_assessments', saveAssessmentAnswersSchema),
    run: ({ actor, params, body }) => {
      assertBodyIdMatches(body, params.id);
      return saveAnswers({ db, actor, id: params.id, answers: body.attributes.answers });
    },
    serialize: answerTest,
  });
}

function finishAssessmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceRoute(app, {
    method: 'POST',
    url: '/candidate_assessment/:id/finish',
    access: access('finish'),
    params: assessmentParams,
    run: ({ actor, params }) => finishAssessment({ db, actor, id: params.id }),
    serialize: answerTest,
  });
}

/** The candidate takes a finished interest test's result over into the profile's interests. */
function takeOverRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceRoute(app, {
    method: 'POST',
    url: '/candidate_assessment/:id/take_over',
    access: access('takeOver'),
    params: assessmentParams,
    run: ({ actor, params }) => takeOverIntoProfile({ db, actor, id: params.id }),
    serialize: answerTest,
  });
}
