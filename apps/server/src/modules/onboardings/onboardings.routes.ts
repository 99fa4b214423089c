import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { isUuid } from '@koers/server-core/lib/ids';
import { type Actor, z } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { onboardingErrors } from './onboardings.errors';
import { serializeOnboarding, serializeOnboardingStep, serializeOnboardingType } from './onboardings.serializer';
import { completeOnboarding, listOnboardings } from './onboardings.service';

const listQuery = {
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

export const onboardingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/onboardings',
    { config: { access: policyAccess('onboardings.list', candidateOrCoach) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const query = parseListQuery(request.query as Record<string, unknown>, listQuery);
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
  );

  app.patch<{ Params: { id: string } }>(
    '/onboarding/:id',
    { config: { access: policyAccess('onboardings.complete', candidateOrCoach) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      if (!isUuid(id)) throw onboardingErrors.notFound();
      const body = parseResourceBody(request.body, 'onboardings', completeSchema);
      if (body.id !== undefined && body.id !== id) throw onboardingErrors.idMismatch();
      const updated = await completeOnboarding({ db, actor, id, completedAt: new Date(body.attributes.completedAt) });
      return reply.jsonApi(document(serializeOnboarding(updated)));
    },
  );
};
