import { createError } from '@koers/server-core/jsonapi/errors';

export const dossierAccessErrors = {
  /** A candidate context without a dossier has no profile (nor anything else of a dossier). */
  noDossier: () => createError({ status: 404, code: 'profiles.no_dossier', detail: 'Geen profiel gevonden' }),
  archived: () =>
    createError({
      status: 422,
      code: 'dossiers.archived',
      detail: 'Dit dossier is gearchiveerd en kan niet worden gewijzigd.',
    }),
};
