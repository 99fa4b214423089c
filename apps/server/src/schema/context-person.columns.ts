import { type AnyColumn, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { userContexts } from './user-contexts.table';
import { users } from './users.table';

/**
 * The person behind a user context, as columns to select and the join that brings them (shared
 * like a table definition): the read models that show who did or reads something (conversation
 * participants and readers, notification recipients) join the context their row names and its
 * user the same way, and select from `contextPerson`.
 */
export const contextPerson = {
  name: users.name,
  email: users.email,
  userType: userContexts.userType,
};

/** Joins the user context `contextId` names, and its person, onto a (dynamic) select. */
export function joinContextPerson<Query extends PgSelect>(query: Query, contextId: AnyColumn) {
  return query
    .innerJoin(userContexts, eq(userContexts.id, contextId))
    .innerJoin(users, eq(users.id, userContexts.userId));
}
