import { randomUUID } from 'node:crypto';
import {
  type ActorResolver,
  type Resolution,
  SESSION_COOKIE,
  type SessionInfo,
} from '@koers/server-core/auth/actor-resolver';
import { generateToken } from '@koers/server-core/auth/tokens';
import { databaseAnswers } from '@koers/server-core/db/database';
import { createServer } from '@koers/server-core/http/create-server';
import { registerHealthRoutes } from '@koers/server-core/http/health';
import type { ApiClient } from '@koers/server-core/testing/api-client';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import { startTestServer, type TestServer } from '@koers/server-core/testing/test-server';
import { type Actor, FEATURE_FLAGS, type FeatureFlag, normalizeRights, rolesFor, type UserType } from '@koers/shared';
import { inject } from 'vitest';
import { vacanciesPlugin } from '../plugin';

/**
 * Sessions as the vacancies service sees them, without the main backend: each signed-in test
 * person has one session token and one user context. Another context id is someone else's
 * (403), an unknown token nobody's (401): what the main backend's resolver answers too.
 */
export type TestSessions = {
  resolver: ActorResolver;
  /** A session for `actor`; its cookie and context go on `client`. */
  signIn(client: ApiClient, actor: Actor): void;
};

function createTestSessions(): TestSessions {
  const sessions = new Map<string, { session: SessionInfo; actor: Actor }>();
  return {
    resolver: {
      async resolve(token, userContextId): Promise<Resolution> {
        const found = sessions.get(token);
        if (!found) return { kind: 'anonymous' };
        if (userContextId === null) return { kind: 'session', session: found.session };
        if (userContextId !== found.actor.userContextId) return { kind: 'foreign_context', session: found.session };
        return { kind: 'actor', session: found.session, actor: found.actor };
      },
    },
    signIn(client, actor) {
      const token = generateToken();
      sessions.set(token, { session: { id: randomUUID(), userId: actor.userId, mfaVerified: false }, actor });
      client.cookie = `${SESSION_COOKIE}=${token}`;
      client.userContextId = actor.userContextId;
    },
  };
}

/** An actor of a fresh organisation, as the main backend would build it for such a person. */
export function testActor(
  options: { features?: FeatureFlag[]; userType?: UserType; rights?: Record<string, boolean> } = {},
): Actor {
  const userType = options.userType ?? 'member';
  const rights = normalizeRights(userType === 'member' ? (options.rights ?? { coach: true }) : {});
  return {
    userId: randomUUID(),
    userContextId: randomUUID(),
    userType,
    organizationId: randomUUID(),
    rights,
    roles: rolesFor(userType, rights),
    features: options.features ?? [...FEATURE_FLAGS],
    teamMemberId: userType === 'member' ? randomUUID() : null,
    dossierId: userType === 'client' ? randomUUID() : null,
    employerContactId: userType === 'contact' ? randomUUID() : null,
    subscriptionActive: true,
    authenticationRequirementsMet: true,
  };
}

export type TestApp = TestServer & { database: TestDatabase; sessions: TestSessions };

/**
 * The vacancies service alone, as `npm run start:vacancies` runs it, on a fresh clone of its
 * migrated template database (`testing/global-setup.ts`), with sessions it is handed instead of
 * the main backend's (`sessions.signIn`). Tests talk to it over HTTP only.
 */
export async function startTestApp(): Promise<TestApp> {
  const database = await openTestDatabase(inject('vacanciesTemplate'));
  const sessions = createTestSessions();
  const server = await startTestServer(async (config) => {
    const app = await createServer(config, { resolver: sessions.resolver });
    registerHealthRoutes(app, [{ name: 'database', check: () => databaseAnswers(database) }]);
    await app.register(vacanciesPlugin, { prefix: '/vacancies', config, database });
    return app;
  });
  return {
    ...server,
    database,
    sessions,
    async close() {
      await server.close();
      await database.dispose();
    },
  };
}
