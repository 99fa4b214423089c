import { DEFAULT_PALETTE } from '@koers/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../api-client';

export type ThemePalette = { primary: string; secondary: string; success: string; warning: string; error: string };
export type ThemeUserInterface = { organizationName: string; logoUrl: string | null; splashImageUrl: string | null };
export type HostTheme = { palette: ThemePalette; userInterface: ThemeUserInterface };

export const DEFAULT_HOST_THEME: HostTheme = {
  palette: { ...DEFAULT_PALETTE },
  userInterface: { organizationName: 'Koers', logoUrl: null, splashImageUrl: null },
};

/** Standard base64 of the host name (with port), as SPEC §7 asks for `themes/{base64 host}`. */
export function encodeHost(host: string): string {
  return btoa(unescape(encodeURIComponent(host)));
}

export async function getTheme(host: string): Promise<HostTheme> {
  const doc = await apiRequest<ApiDocument<ApiResource<HostTheme>>>(`/themes/${encodeHost(host)}`);
  return { palette: doc.data.attributes.palette, userInterface: doc.data.attributes.userInterface };
}

/** The theme the server put in the page for this host (apps/koers/src/splash.ts), if it did. */
function themeInPage(host: string): HostTheme | undefined {
  if (typeof document === 'undefined') return undefined;
  try {
    const data = JSON.parse(document.getElementById('koers-theme')?.textContent ?? 'null') as
      | (HostTheme & { host: string })
      | null;
    return data && data.host === host.toLowerCase()
      ? { palette: data.palette, userInterface: data.userInterface }
      : undefined;
  } catch {
    return undefined;
  }
}

export const getThemeQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['themes', host],
    queryFn: () => getTheme(host),
    // No request, and the first screen in the host's colours at once (docs/decisions.md, "A phone's first load").
    initialData: () => themeInPage(host),
    staleTime: Number.POSITIVE_INFINITY,
    // Without a theme the app still works in the default colours; no snackbar for that.
    meta: { silent: true },
  });

/** The host's theme before any request: the one in the page, else the default. */
export const initialHostTheme = (): HostTheme => themeInPage(window.location.host) ?? DEFAULT_HOST_THEME;

export const useHostTheme = () => useQuery(getThemeQueryOptions(window.location.host));

/** A host's logo at a given height: a wide logo keeps its shape up to five times as wide. */
export const themeLogoSx = (height: number) =>
  ({ height, width: 'auto', maxWidth: height * 5, objectFit: 'contain', flexShrink: 0 }) as const;
