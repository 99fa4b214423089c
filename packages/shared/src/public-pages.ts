/**
 * The web app's public pages: the screens outside the shell, reached without a session (logging
 * in, resetting a password, accepting an invitation, confirming an address). The web app's router
 * makes a route of each; the server paints no splash before them, because they paint their own
 * form as soon as the script has run (apps/koers/src/splash.ts).
 */
export const PUBLIC_PAGES = {
  login: '/login',
  chooseContext: '/login/context',
  passwordResetRequest: '/password-reset',
  passwordReset: '/password-reset/:token',
  acceptInvitation: '/invitation/:token',
  confirmEmailChange: '/email-change/:token',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `path` (without query) is one of the public pages; `:token` takes any one segment. */
export function isPublicPage(path: string): boolean {
  const actual = segments(path);
  return Object.values(PUBLIC_PAGES).some((pattern) => {
    const expected = segments(pattern);
    return (
      expected.length === actual.length &&
      expected.every((part, index) => part.startsWith(':') || part === actual[index])
    );
  });
}
