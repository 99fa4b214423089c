/**
 * Texts of conversations the web app shows without loading the schemas (and zod) with them:
 * the new-conversation dialog checks its partners itself (SPEC §8).
 */

/** SPEC §8 'No partner'. */
export const NO_PARTNER_MESSAGE = 'Geen gesprekspartner opgegeven';
