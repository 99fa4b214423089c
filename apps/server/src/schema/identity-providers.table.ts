import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';

/**
 * An organisation's OpenID Connect identity provider (one per organisation): people of the
 * organisation log in through it, and a `provider` authentication requirement demands it.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    /** What people see: 'Inloggen via {name}'. */
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** AES-256-GCM under the server's secrets key (secret-box.ts); never sent back out. */
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('identity_providers_organization_idx').on(table.organizationId)],
);
