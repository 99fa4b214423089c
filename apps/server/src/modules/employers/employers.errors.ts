import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const employerErrors = {
  notFound: () => notFound('Deze werkgever bestaat niet of je hebt er geen toegang toe.'),
  unknownAccountManager: (pointer: string) =>
    createError({
      status: 422,
      code: 'employers.unknown_account_manager',
      detail: 'Deze persoon is geen accountmanager in deze organisatie.',
      pointer,
    }),
  duplicateNationalId: () =>
    createError({
      status: 422,
      code: 'employers.duplicate_national_id',
      detail: 'Er is al een werkgever met dit KvK-nummer.',
      pointer: '/data/attributes/nationalId',
    }),
  notArchived: () =>
    createError({ status: 422, code: 'employers.not_archived', detail: 'Deze werkgever is niet gearchiveerd.' }),
};
