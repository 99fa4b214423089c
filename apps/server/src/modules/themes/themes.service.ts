import type { Db } from '@koers/server-core/db/database';
import { DEFAULT_PALETTE } from '@koers/shared';
import { createThemesRepository } from './themes.repository';
import type { ThemePalette, ThemeUserInterface } from './themes.table';

export const DEFAULT_USER_INTERFACE: ThemeUserInterface = {
  organizationName: 'Koers',
  logoUrl: null,
  splashImageUrl: null,
};

export type Theme = { palette: ThemePalette; userInterface: ThemeUserInterface };

/** The theme of a host, filled up with the defaults of SPEC §9; unknown hosts get the default theme. */
export async function findThemeForHost(db: Db, host: string): Promise<Theme> {
  const row = await createThemesRepository(db).findByHost(host);
  return {
    palette: { ...DEFAULT_PALETTE, ...(row?.palette ?? {}) },
    userInterface: { ...DEFAULT_USER_INTERFACE, ...(row?.userInterface ?? {}) },
  };
}
