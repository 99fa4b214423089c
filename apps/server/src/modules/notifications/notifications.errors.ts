import { notFound } from '@koers/server-core/jsonapi/errors';

export const notificationErrors = {
  notFound: () => notFound('Deze melding bestaat niet of je hebt er geen toegang toe.'),
  userContextNotFound: () => notFound('Deze gebruiker bestaat niet of je hebt er geen toegang toe.'),
};
