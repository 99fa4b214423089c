import type { Db } from '@koers/server-core/db/database';
import type { UserType } from '@koers/shared';
import { and, asc, eq } from 'drizzle-orm';
import { authenticationRequirements } from './authentication-requirements.table';

export type AuthenticationRequirementRow = typeof authenticationRequirements.$inferSelect;

export function createAuthenticationRequirementsRepository(db: Db) {
  return {
    async listForType(organizationId: string, userType: UserType): Promise<AuthenticationRequirementRow[]> {
      return db
        .select()
        .from(authenticationRequirements)
        .where(
          and(
            eq(authenticationRequirements.organizationId, organizationId),
            eq(authenticationRequirements.userType, userType),
          ),
        )
        .orderBy(asc(authenticationRequirements.createdAt));
    },
  };
}
