import { uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.table';

/** `organization_id` of an organisation-owned table: required, and gone with its organisation. */
export const organizationIdColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
