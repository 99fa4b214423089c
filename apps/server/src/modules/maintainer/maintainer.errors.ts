import { createError } from '@koers/server-core/jsonapi/errors';

export const maintainerErrors = {
  organizationNotFound: () =>
    createError({ status: 404, code: 'maintainer.organization_not_found', detail: 'Deze organisatie bestaat niet.' }),
  hostTaken: () =>
    createError({
      status: 422,
      code: 'maintainer.host_taken',
      detail: 'Op deze hostnaam draait al een organisatie. Kies een andere.',
      pointer: '/data/attributes/host',
    }),
};
