import { createError } from '@koers/server-core/jsonapi/errors';

export const memberErrors = {
  notFound: () =>
    createError({
      status: 404,
      code: 'members.not_found',
      detail: 'Deze collega bestaat niet of je hebt er geen toegang toe.',
    }),
  lastAdministrator: (pointer: string) =>
    createError({
      status: 422,
      code: 'members.last_administrator',
      detail:
        'Dit is de laatste beheerder van de organisatie. Maak eerst een andere collega beheerder; een organisatie zonder beheerder kan niemand meer uitnodigen of instellen.',
      pointer,
    }),
  successorRequired: (name: string) =>
    createError({
      status: 422,
      code: 'members.successor_required',
      detail: `Kies de collega die de kandidaten van ${name} overneemt.`,
      pointer: '/data/attributes/successorId',
    }),
  unknownSuccessor: () =>
    createError({
      status: 422,
      code: 'members.unknown_successor',
      detail: 'Kies een andere actieve coach van je organisatie om de kandidaten over te nemen.',
      pointer: '/data/attributes/successorId',
    }),
};
