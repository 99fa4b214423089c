import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.table';

export type ThemePalette = {
  primary: string;
  secondary: string;
  success: string;
  warning: string;
  error: string;
};

export type ThemeUserInterface = {
  organizationName: string;
  logoUrl: string | null;
  splashImageUrl: string | null;
};

/** An image of the look kept in the file storage under `<theme id>/<id>`; a new one gets a new id. */
export type StoredThemeImage = { id: string; contentType: string; byteSize: number };

/** What the user_interface column holds: the settings, and the uploaded images behind the URLs. */
export type StoredThemeUserInterface = Partial<ThemeUserInterface> & {
  images?: { logo?: StoredThemeImage; splash_image?: StoredThemeImage };
};

/** The look of Koers per host it is served from (SPEC §1). */
export const themes = pgTable(
  'themes',
  {
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** Lower-case host name with port when not default, e.g. `werkpad.koers.nl` or `localhost:3000`. */
    host: text('host').notNull(),
    palette: jsonb('palette').$type<Partial<ThemePalette>>().notNull().default({}),
    userInterface: jsonb('user_interface').$type<StoredThemeUserInterface>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [uniqueIndex('themes_host_idx').on(table.host)],
);
