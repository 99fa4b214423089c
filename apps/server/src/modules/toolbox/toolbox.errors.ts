import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const toolboxErrors = {
  /** Also for an item of another organisation, or one not shared with this candidate. */
  notFound: () => notFound('Deze tip bestaat niet of je hebt er geen toegang toe.'),
  unknownCandidate: () =>
    createError({
      status: 422,
      code: 'toolbox.unknown_candidate',
      detail: 'Deze kandidaat bestaat niet of je kunt er niets mee delen.',
      pointer: '/data/attributes/dossierId',
    }),
  archivedCandidate: () =>
    createError({
      status: 422,
      code: 'toolbox.archived_candidate',
      detail: 'Dit dossier is gearchiveerd; je kunt er niets meer mee delen.',
      pointer: '/data/attributes/dossierId',
    }),
  emptyItem: () =>
    createError({
      status: 422,
      code: 'toolbox.empty',
      detail: 'Vul een tekst in of voeg een link toe.',
      pointer: '/data/attributes/text',
    }),
};
