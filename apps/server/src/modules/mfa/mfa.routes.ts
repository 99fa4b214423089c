import { sessionAccess } from '@koers/server-core/http/access';
import { type InputParser, resourceBody, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { type MfaProofInput, mfaConfirmSchema, mfaOptionalProofSchema, mfaProofSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { confirmEnrollment, removeEnrollment, startEnrollment } from './mfa.service';

/** Proof of the current factor, when there is one; a first set-up sends an empty body or none. */
const optionalProof = resourceBody('mfa_enrollments', mfaOptionalProofSchema);
const proofBody: InputParser<Partial<MfaProofInput>> = {
  read: (raw) => (raw === undefined || raw === null ? {} : optionalProof.read(raw).attributes),
};

/**
 * Setting up, replacing and removing the second factor (TOTP). Session-level, not
 * context-level: a person walled off by an MFA requirement must still be able to meet it.
 * Replacing or removing needs a current code or a recovery code.
 */
export const mfaRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  startMfaEnrollmentRoute(app, ctx);
  confirmMfaEnrollmentRoute(app, ctx);
  removeMfaEnrollmentRoute(app, ctx);
};

function startMfaEnrollmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/my/mfa_enrollment',
    access: sessionAccess,
    body: proofBody,
    async handler({ session, body }, reply) {
      const { userId, secret, otpauthUrl } = await startEnrollment({ db, session, proof: body });
      return reply.jsonApi(document(resource('mfa_enrollments', userId, { secret, otpauthUrl, enabled: false })), 201);
    },
  });
}

function confirmMfaEnrollmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/my/mfa_enrollment',
    access: sessionAccess,
    body: resourceBody('mfa_enrollments', mfaConfirmSchema),
    async handler({ session, body }, reply) {
      const { userId, recoveryCodes } = await confirmEnrollment({ db, session, code: body.attributes.code });
      // The recovery codes in plain text: this answer is the only place they ever appear.
      return reply
        .header('cache-control', 'no-store')
        .jsonApi(document(resource('mfa_enrollments', userId, { enabled: true, recoveryCodes })));
    },
  });
}

function removeMfaEnrollmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/my/mfa_enrollment',
    access: sessionAccess,
    body: resourceBody('mfa_enrollments', mfaProofSchema),
    async handler({ session, body }, reply) {
      await removeEnrollment({ db, session, proof: body.attributes });
      return reply.code(204).send();
    },
  });
}
