import type { Db } from '@koers/server-core/db/database';
import type { UserType } from '@koers/shared';
import { and, asc, eq } from 'drizzle-orm';
import { authenticationRequirements } from '../../schema/authentication-requirements.table';

export type AuthenticationRequirementRow = typeof authenticationRequirements.$inferSelect;

type Writable = Pick<AuthenticationRequirementRow, 'userType' | 'mfa' | 'emailDomain' | 'domain' | 'provider'>;

export function createAuthenticationRequirementsRepository(db: Db) {
  const scoped = (organizationId: string, id: string) =>
    and(eq(authenticationRequirements.organizationId, organizationId), eq(authenticationRequirements.id, id));
  return {
    async listAll(organizationId: string): Promise<AuthenticationRequirementRow[]> {
      return db
        .select()
        .from(authenticationRequirements)
        .where(eq(authenticationRequirements.organizationId, organizationId))
        .orderBy(asc(authenticationRequirements.userType), asc(authenticationRequirements.createdAt));
    },
    async find(organizationId: string, id: string): Promise<AuthenticationRequirementRow | null> {
      const [row] = await db.select().from(authenticationRequirements).where(scoped(organizationId, id)).limit(1);
      return row ?? null;
    },
    async insert(organizationId: string, values: Writable): Promise<AuthenticationRequirementRow> {
      const [row] = await db
        .insert(authenticationRequirements)
        .values({ organizationId, ...values })
        .returning();
      if (!row) throw new Error('authentication requirement not saved');
      return row;
    },
    async update(organizationId: string, id: string, values: Writable): Promise<AuthenticationRequirementRow | null> {
      const [row] = await db
        .update(authenticationRequirements)
        .set({ ...values, updatedAt: new Date() })
        .where(scoped(organizationId, id))
        .returning();
      return row ?? null;
    },
    async delete(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(authenticationRequirements)
        .where(scoped(organizationId, id))
        .returning({ id: authenticationRequirements.id });
      return rows.length > 0;
    },
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
