import type { Db } from '@koers/server-core/db/database';
import type { ContextFacts } from './actor';
import { createUserContextsRepository } from './user-contexts.repository';

/** The candidate context of a person in an organisation (at most one), if any. */
export function findClientContext(db: Db, organizationId: string, userId: string) {
  return createUserContextsRepository(db).clientContext(organizationId, userId);
}

/** Inside the caller's transaction: a candidate context of this person for this dossier; its id. */
export function createClientContext(
  db: Db,
  values: { organizationId: string; userId: string; dossierId: string },
): Promise<string> {
  return createUserContextsRepository(db).insertClientContext(values);
}

/** The active contexts of a person with what the actor needs of each (organisation, requirements). */
export async function contextFactsForUser(
  db: Db,
  userId: string,
  sessionMfaVerified: boolean,
): Promise<ContextFacts[]> {
  const repo = createUserContextsRepository(db);
  const rows = await repo.listForUser(userId);
  const requirements = await repo.requirementsFor([...new Set(rows.map((row) => row.organization.id))]);
  return rows.map((row) => ({ ...row, requirements, sessionMfaVerified }));
}

export async function contextFactsFor(
  db: Db,
  userId: string,
  userContextId: string,
  sessionMfaVerified: boolean,
): Promise<ContextFacts | null> {
  const repo = createUserContextsRepository(db);
  const row = await repo.findForUser(userId, userContextId);
  if (!row) return null;
  const requirements = await repo.requirementsFor([row.organization.id]);
  return { ...row, requirements, sessionMfaVerified };
}
