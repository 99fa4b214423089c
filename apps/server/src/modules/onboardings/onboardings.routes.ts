import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { type Actor, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { onboardingErrors } from './onboardings.errors';
import { serializeOnboarding, serializeOnboardingStep, serializeOnboardingType } from './onboardings.serializer';
import { completeOnboarding, listOnboardings } from './onboardings.service';

const listSpec = {
  filter: {
    completed: z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((value) => value === 'true'),
    dossier: z.uuid({ error: 'Geef een geldig dossier-id.' }),
  },
  include: ['onboarding_type', 'onboarding_type.onboarding_steps'],
  defaultPageSize: 20,
};

// Five minutes of clock difference between browser and server are fine; a date further ahead is not.
const CLOCK_SLACK_MS = 5 * 60_000;
const completeSchema = z.object({
  completedAt: z.iso
    .datetime({ offset: true, error: 'Geef een geldig tijdstip, bijvoorbeeld 2026-01-31T12:00:00Z.' })
    .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SLACK_MS, {
      error: 'Het tijdstip van afronden mag niet in de toekomst liggen.',
    }),
});

/** Only candidates and coaches deal with onboardings; everyone else is refused at the door. */
const candidateOrCoach = (actor: Actor) => actor.userType === 'client' || actor.rights.coach;

/** Onboardings (SPEC §7): a dossier's list, and completing one. */
export const onboardingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listOnboardingsRoute(app, ctx);
  completeOnboardingRoute(app, ctx);
};

function listOnboardingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/onboardings',
    access: policyAccess('onboardings.list', candidateOrCoach),
    query: listQuery(listSpec),
    async handler({ actor, query }, reply) {
      const result = await listOnboardings({
        db,
        actor,
        dossierId: query.filter.dossier,
        completed: query.filter.completed,
        page: query.page,
        withTypes: query.include.size > 0,
      });
      const included = [
        ...result.types.map((type) => serializeOnboardingType(type, result.steps)),
        ...(query.include.has('onboarding_type.onboarding_steps') ? result.steps.map(serializeOnboardingStep) : []),
      ];
      return reply.jsonApi(document(result.rows.map(serializeOnboarding), { included, meta: { count: result.total } }));
    },
  });
}

function completeOnboardingRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/onboarding/:id',
    access: policyAccess('onboardings.complete', candidateOrCoach),
    params: pathParams({ id: uuidParam }, onboardingErrors.notFound),
    body: resourceBody('onboardings', completeSchema),
    async handler({ actor, params: { id }, body }, reply) {
      assertBodyIdMatches(body, id);
      const updated = await completeOnboarding({ db, actor, id, completedAt: new Date(body.attributes.completedAt) });
      return reply.jsonApi(document(serializeOnboarding(updated)));
    },
  });
}
