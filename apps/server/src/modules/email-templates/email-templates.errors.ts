import { createError } from '@koers/server-core/jsonapi/errors';

export const emailTemplateErrors = {
  organizationNotFound: () =>
    createError({
      status: 404,
      code: 'email_templates.organization_not_found',
      detail: 'Deze organisatie bestaat niet of je hebt er geen toegang toe.',
    }),
  typeNotFound: () =>
    createError({
      status: 404,
      code: 'email_templates.type_not_found',
      detail: 'Deze soort e-mail bestaat niet.',
    }),
  placeholder: (part: 'subject' | 'body', detail: string) =>
    createError({
      status: 422,
      code: 'email_templates.placeholder',
      detail,
      pointer: `/data/attributes/${part}`,
    }),
};
