import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const appointmentErrors = {
  /** Also for an appointment of a dossier the reader may not see: it is not confirmed to exist. */
  notFound: () => notFound('Deze afspraak bestaat niet of je hebt er geen toegang toe.'),
  past: () =>
    createError({
      status: 422,
      code: 'appointment.past',
      detail: 'Een afspraak kan niet in het verleden liggen: kies een latere datum of tijd.',
      pointer: '/data/attributes/date',
    }),
  noSuchTime: () =>
    createError({
      status: 422,
      code: 'appointment.no_such_time',
      detail: 'Deze tijd bestaat niet op die dag (de klok gaat dan een uur vooruit): kies een andere begintijd.',
      pointer: '/data/attributes/startTime',
    }),
  cancelled: () =>
    createError({
      status: 422,
      code: 'appointment.cancelled',
      detail: 'Deze afspraak is al geannuleerd en kan niet meer worden gewijzigd.',
      pointer: '/data',
    }),
};
