import { boolean } from 'drizzle-orm/pg-core';

/** For which roles an organisation's own content is meant (custom menu items and pages, SPEC §3, §6). */
export const roleFlagColumns = () => ({
  accountManager: boolean('account_manager').notNull().default(false),
  administrator: boolean('administrator').notNull().default(false),
  client: boolean('client').notNull().default(false),
  coach: boolean('coach').notNull().default(false),
  contact: boolean('contact').notNull().default(false),
});
