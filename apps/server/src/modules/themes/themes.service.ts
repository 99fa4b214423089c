import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { type Actor, DEFAULT_PALETTE, themePolicy, type themeUpdateSchema, type z } from '@koers/shared';
import type { ThemePalette, ThemeRow, ThemeUserInterface } from './themes.repository';
import { createThemesRepository } from './themes.repository';

export const DEFAULT_USER_INTERFACE: ThemeUserInterface = {
  organizationName: 'Koers',
  logoUrl: null,
  splashImageUrl: null,
};

export type Theme = { palette: ThemePalette; userInterface: ThemeUserInterface };

export const themeErrors = {
  notFound: () => createError({ status: 404, code: 'theme.not_found', detail: 'Deze huisstijl bestaat niet.' }),
};

/** A stored theme filled up with the defaults, as hosts show it. */
export function filledTheme(row: Pick<ThemeRow, 'palette' | 'userInterface'> | null): Theme {
  return {
    palette: { ...DEFAULT_PALETTE, ...(row?.palette ?? {}) },
    userInterface: { ...DEFAULT_USER_INTERFACE, ...(row?.userInterface ?? {}) },
  };
}

/** The themes this actor may set (`/theme`): a maintainer's are all hosts', an administrator's their organisation's. */
export async function listManagedThemes(db: Db, actor: Actor): Promise<ThemeRow[]> {
  return createThemesRepository(db).list(actor.userType === 'maintainer' ? null : actor.organizationId);
}

/** PATCH managed_theme/{id}: palette and shown name; logo and splash image stay as they are. */
export async function updateManagedTheme(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof themeUpdateSchema>,
): Promise<ThemeRow> {
  const repo = createThemesRepository(db);
  const row = await repo.findById(id);
  if (!row || !themePolicy.manageTheme(actor, row)) throw themeErrors.notFound();
  return repo.update(id, {
    palette: input.palette,
    userInterface: { ...row.userInterface, organizationName: input.userInterface.organizationName },
  });
}

/** The theme of a host, filled up with the defaults of SPEC §9; unknown hosts get the default theme. */
export async function findThemeForHost(db: Db, host: string): Promise<Theme> {
  return filledTheme(await createThemesRepository(db).findByHost(host));
}

/** The main colour of an organisation's theme (its first host's), for its mail; else the default. */
export async function organizationColour(db: Db, organizationId: string | null): Promise<string> {
  const row = organizationId ? await createThemesRepository(db).findForOrganization(organizationId) : null;
  return row?.palette.primary ?? DEFAULT_PALETTE.primary;
}

/** Whether a host already has a theme (a host shows one organisation's look). */
export async function hostTaken(db: Db, host: string): Promise<boolean> {
  return (await createThemesRepository(db).findByHost(host)) !== null;
}

/** Inside the caller's transaction: the look of an organisation on its host. */
export async function createOrganizationTheme(
  tx: Db,
  input: { organizationId: string; host: string; primaryColour: string; organizationName: string },
): Promise<void> {
  await createThemesRepository(tx).insert({
    organizationId: input.organizationId,
    host: input.host,
    palette: { primary: input.primaryColour },
    userInterface: { organizationName: input.organizationName },
  });
}
