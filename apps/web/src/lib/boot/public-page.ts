/** The pages a visitor sees before logging in (the server paints no splash before them). */
export const PUBLIC_PATHS = ['/login', '/password-reset', '/invitation'];

/**
 * Whether this page is one of them. Their first load stays one task: they are light, and the
 * login page's chunk is asked at once (its LCP waits for it), not after the yields of `yield-after-*.ts`.
 */
export function onPublicPage(pathname = window.location.pathname): boolean {
  return PUBLIC_PATHS.some((path) => pathname.startsWith(path));
}
