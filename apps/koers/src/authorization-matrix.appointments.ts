import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { jsonApi, row } from './testing/authorization-matrix.row';

/** A valid appointment, three days ahead whenever the row runs. */
const appointment = () =>
  jsonApi('appointments', {
    date: addDays(todayInAmsterdam(), 3),
    startTime: '10:00',
    endTime: '11:00',
    location: 'Stationsplein 1, Utrecht',
    videoUrl: null,
    note: 'Matrix',
  });

/**
 * The authorization matrix's rows of a dossier's appointments (issue 38.2; the columns as in
 * `authorization-matrix.ts`). Daan reads his own; an appointment of another dossier is not found
 * for him, and forbidden for the coach who does not handle that dossier.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const APPOINTMENTS_ROWS = [
  row('GET /api/v1/dossier/:id/appointments',                       '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId }, query: { 'filter[when]': 'upcoming' } })),
  row('POST /api/v1/dossier/:id/appointments',                      '401  403  201  201  403  201  403  201  404',
    (w) => ({ params: { id: w.daan.dossierId }, body: appointment() })),
  row('GET /api/v1/appointment/:id',                                '401  200  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.appointment() } }), 'one of Daan’s'),
  row('GET /api/v1/appointment/:id',                                '401  404  200  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.appointment(w.otherCoachDossier.dossierId) } }),
    'one of another dossier'),
  row('PATCH /api/v1/appointment/:id',                              '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.appointment() }, body: appointment() })),
  row('DELETE /api/v1/appointment/:id',                             '401  403  204  204  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.appointment() } })),
];
