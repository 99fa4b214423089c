import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { identityProviders } from '../../schema/identity-providers.table';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;

export function createIdentityProvidersRepository(db: Db) {
  return {
    async findForOrganization(organizationId: string): Promise<IdentityProviderRow | null> {
      const [row] = await db
        .select()
        .from(identityProviders)
        .where(eq(identityProviders.organizationId, organizationId))
        .limit(1);
      return row ?? null;
    },
    /** By id alone: the login entry point is public and names the provider. */
    async findById(id: string): Promise<IdentityProviderRow | null> {
      const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id)).limit(1);
      return row ?? null;
    },
    async upsert(
      organizationId: string,
      values: Pick<IdentityProviderRow, 'name' | 'issuer' | 'clientId' | 'clientSecretEncrypted'>,
    ): Promise<IdentityProviderRow> {
      const [row] = await db
        .insert(identityProviders)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({
          target: identityProviders.organizationId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('identity provider not saved');
      return row;
    },
  };
}
