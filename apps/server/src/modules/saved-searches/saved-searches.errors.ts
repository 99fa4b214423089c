import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { SAVED_SEARCHES_PER_DOSSIER } from '@koers/shared';

export const savedSearchErrors = {
  /** Also for a search of a dossier the reader may not see: it is not confirmed to exist. */
  notFound: () => notFound('Deze bewaarde zoekopdracht bestaat niet of je hebt er geen toegang toe.'),
  explorer: () =>
    createError({
      status: 422,
      code: 'saved_searches.explorer',
      detail: 'Alleen een zoekopdracht in de vacatures van de organisatie of van internet kan bewaard worden.',
      pointer: '/data/attributes/explorerId',
    }),
  query: (detail: string) =>
    createError({
      status: 422,
      code: 'saved_searches.query',
      detail: `Deze zoekopdracht kan niet bewaard worden: ${detail}`,
      pointer: '/data/attributes/query',
    }),
  tooMany: () =>
    createError({
      status: 422,
      code: 'saved_searches.too_many',
      detail: `Er kunnen maximaal ${SAVED_SEARCHES_PER_DOSSIER} zoekopdrachten bewaard worden. Verwijder er eerst een.`,
      pointer: '/data/attributes/name',
    }),
};
