import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { USER_TYPES } from '@koers/shared';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';

/** Extra security an organisation demands of one user type (SPEC §3, §6). */
export const authenticationRequirements = pgTable(
  'authentication_requirements',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    /** A second factor (TOTP) is required. */
    mfa: boolean('mfa').notNull().default(false),
    /** The person's e-mail address must be in this domain, e.g. `gemeente.nl`. */
    emailDomain: text('email_domain'),
    /** Login must happen on this host (the web app's frontend host). */
    domain: text('domain'),
    /** An external identity provider; none is connected yet, so such a requirement is never met. */
    provider: text('provider'),
    ...timestamps(),
  },
  (table) => [index('authentication_requirements_organization_idx').on(table.organizationId, table.userType)],
);
