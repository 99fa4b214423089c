import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const journalErrors = {
  /** Also for an entry the reader may not see: it is not confirmed to exist. */
  notFound: () => notFound('Deze journaalnotitie bestaat niet of je hebt er geen toegang toe.'),
  fileTwice: (index: number) =>
    createError({
      status: 422,
      code: 'journal.file_twice',
      detail: 'Dit bestand is al bijgevoegd.',
      pointer: `/data/attributes/fileIds/${index}`,
    }),
  futureDate: () =>
    createError({
      status: 422,
      code: 'journal.future_date',
      detail: 'De datum van een journaalnotitie mag niet in de toekomst liggen.',
      pointer: '/data/attributes/occurredOn',
    }),
};
