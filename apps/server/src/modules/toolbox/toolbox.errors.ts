import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { TOOLBOX_MAX_FILES, uploadFailureMessage } from '@koers/shared';

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
  fileNotFound: () => notFound('Dit bestand hoort niet bij deze tip.'),
  notADocument: () =>
    createError({
      status: 422,
      code: 'toolbox.file_kind',
      detail: uploadFailureMessage('document', 'aan een tip voeg je een document toe.'),
      pointer: '/data/attributes/uploadType',
    }),
  tooManyFiles: () =>
    createError({
      status: 422,
      code: 'toolbox.too_many_files',
      detail: uploadFailureMessage('document', `een tip heeft hoogstens ${TOOLBOX_MAX_FILES} bestanden.`),
      pointer: '/data/attributes/filename',
    }),
  emptyItem: () =>
    createError({
      status: 422,
      code: 'toolbox.empty',
      detail: 'Vul een tekst in of voeg een link toe.',
      pointer: '/data/attributes/text',
    }),
};
