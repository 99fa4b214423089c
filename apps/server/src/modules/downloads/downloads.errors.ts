import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const downloadErrors = {
  /** Someone else's download, another organisation's, an expired one: all alike not found. */
  notFound: () => notFound('Deze download bestaat niet (meer) of is niet van jou.'),
  notReady: () =>
    createError({
      status: 409,
      code: 'downloads.not_ready',
      detail: 'Dit bestand is nog niet klaar. Wacht tot het klaarstaat.',
    }),
  dossierRequired: () =>
    createError({
      status: 422,
      code: 'personal_data_exports.dossier_required',
      detail: 'Kies het dossier waarvan je de gegevens wilt downloaden.',
      pointer: '/data/attributes/dossierId',
    }),
  organizationNotFound: () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.'),
};
