import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.table';
import { users } from './users.table';

/**
 * Every change a maintainer makes in the console (issue 34.5): who, when, what. Kept when the
 * person or the organisation goes (their names are copied), so the record stays readable.
 */
export const maintainerAuditRecords = pgTable(
  'maintainer_audit_records',
  {
    id: idColumn(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** `organization.create` or `organization.update`. */
    action: text('action').notNull(),
    /** The organisation changed; not organisation-owned (the maintainers' own record). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    organizationName: text('organization_name').notNull(),
    /** What changed: field → new value (and `from` for the previous value of an update). */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [index('maintainer_audit_records_created_idx').on(table.createdAt)],
);
