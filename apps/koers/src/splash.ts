import type { Theme } from '@koers/server/modules/themes/themes.service';
import { isPublicPage } from '@koers/shared';

const ROOT = '<div id="root"></div>';
const DEFAULT_IMAGE = '/icons/koers-mark.svg';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * index.html for a host: the splash page of its theme (SPEC §2.1: its image and organisation
 * name) already in the HTML, so a phone paints it before any script has arrived, and the theme
 * itself for the web app, which then needs no request for it and builds its first screen in the
 * host's colours at once. React replaces the splash when it renders. Why: docs/decisions.md,
 * "A phone's first load".
 */
export function pageWithSplash(html: string, host: string, theme: Theme, path: string): string {
  if (!html.includes(ROOT)) return html;
  const { organizationName, splashImageUrl, logoUrl } = theme.userInterface;
  const image = splashImageUrl ?? logoUrl ?? DEFAULT_IMAGE;
  // As the web app's SplashPage lays it out (components/splash-page.tsx).
  const splash =
    '<main style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:24px;box-sizing:border-box;margin:0">' +
    `<img src="${escapeHtml(image)}" alt="${escapeHtml(organizationName)}" width="160" height="160" style="width:160px;max-width:60vw;height:auto">` +
    '<p role="status" style="margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;font-size:1rem">Bezig met laden…</p>' +
    '</main>';
  // The public pages (PUBLIC_PAGES, the web app's router makes them) paint their own form as soon
  // as the script has run: a splash before it would only move the script's start-up into the
  // blocking time.
  const splashed = !isPublicPage(path);
  // JSON in a data block: `<` escaped, so no text of the theme can close the element.
  const data = JSON.stringify({ host, palette: theme.palette, userInterface: theme.userInterface }).replace(
    /</g,
    '\\u003c',
  );
  return html.replace(
    ROOT,
    // Their largest image, the logo above the form (auth-card.tsx), fetched beside the script.
    `${splashed ? '' : `<link rel="preload" as="image" href="${escapeHtml(logoUrl ?? DEFAULT_IMAGE)}">`}<div id="root">${splashed ? splash : ''}</div><script type="application/json" id="koers-theme">${data}</script>`,
  );
}
