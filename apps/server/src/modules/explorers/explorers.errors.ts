import { notFound } from '@koers/server-core/jsonapi/errors';

export const explorerErrors = {
  notFound: () => notFound('Deze verkenner bestaat niet of je hebt er geen toegang toe.'),
  organizationNotFound: () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.'),
};
