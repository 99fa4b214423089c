/** The crumb back to `/showrooms` on the pages below it. */
export const SHOWROOMS_CRUMB = { label: 'Kandidaten Verkennen', to: '/showrooms' };
