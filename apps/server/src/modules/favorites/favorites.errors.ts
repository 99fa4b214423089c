import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const favoriteErrors = {
  notFound: () => notFound('Deze favoriet bestaat niet of je hebt er geen toegang toe.'),
  userContextNotFound: () => notFound('Deze gebruiker bestaat niet of je hebt er geen toegang toe.'),
  /** A favourite list belongs to one user context: only that context reads it. */
  otherUserContext: () =>
    createError({
      status: 403,
      code: 'favorites.other_user_context',
      detail: 'Je kunt alleen je eigen favorieten bekijken.',
      parameter: 'filter[user_context]',
    }),
  typeNotAllowed: () =>
    createError({
      status: 403,
      code: 'favorites.type_not_allowed',
      detail: 'Je kunt dit niet als favoriet bewaren.',
    }),
  unknownFavorable: () =>
    createError({
      status: 422,
      code: 'favorites.unknown_favorable',
      detail: 'Dit bestaat niet (meer) of je hebt er geen toegang toe.',
      pointer: '/data/attributes/favorableId',
    }),
};
