import type { EmailTypeId } from '@koers/shared/email-templates';
import type { EmailTemplateInput, OrganizationEmailSettingsInput } from '@koers/shared/schemas/email-template.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';

export type EmailTemplate = {
  emailType: EmailTypeId;
  subject: string;
  body: string;
  customized: boolean;
  updatedAt: string | null;
};

export type EmailSettings = OrganizationEmailSettingsInput;

type TemplateResource = ApiResource<Omit<EmailTemplate, 'emailType'>>;

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  settings: (organizationId: string) => [...emailTemplateKeys.all, 'settings', organizationId] as const,
  list: (organizationId: string) => [...emailTemplateKeys.all, 'list', organizationId] as const,
  detail: (organizationId: string, type: string) => [...emailTemplateKeys.all, 'detail', organizationId, type] as const,
};

const organizationPath = (organizationId: string, rest: string) =>
  `/organization/${encodeURIComponent(organizationId)}${rest}`;
const templatePath = (organizationId: string, type: string) =>
  organizationPath(organizationId, `/email_templates/${encodeURIComponent(type)}`);

function toTemplate(item: TemplateResource): EmailTemplate {
  return { ...item.attributes, emailType: item.id as EmailTypeId };
}

/** GET organization/{id}/email_settings: sender name, reply-to address and footer. */
export const useEmailSettings = (organizationId: string) =>
  useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.settings(organizationId),
      queryFn: async () =>
        (await apiRequest<ApiDocument<ApiResource<EmailSettings>>>(organizationPath(organizationId, '/email_settings')))
          .data.attributes,
    }),
  );

export const useUpdateEmailSettings = (organizationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmailSettings) =>
      (
        await apiRequest<ApiDocument<ApiResource<EmailSettings>>>(organizationPath(organizationId, '/email_settings'), {
          method: 'PATCH',
          body: resourceBody('organization_email_settings', input),
        })
      ).data.attributes,
    meta: { errorMessage: 'Opslaan van de e-mailinstellingen is mislukt.', handles: [422] },
    onSuccess: (settings) => {
      queryClient.setQueryData(emailTemplateKeys.settings(organizationId), settings);
      enqueueSnackbar('De e-mailinstellingen zijn opgeslagen.', { variant: 'success' });
    },
  });
};

/** GET organization/{id}/email_templates: every type of e-mail, as the organisation words it. */
export const useEmailTemplates = (organizationId: string) =>
  useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.list(organizationId),
      queryFn: async () =>
        (
          await apiRequest<ApiDocument<TemplateResource[]>>(organizationPath(organizationId, '/email_templates'))
        ).data.map(toTemplate),
    }),
  );

export const useEmailTemplate = (organizationId: string, type: string) =>
  useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.detail(organizationId, type),
      queryFn: async () =>
        toTemplate((await apiRequest<ApiDocument<TemplateResource>>(templatePath(organizationId, type))).data),
    }),
  );

function useTemplateMutation<Input>(
  organizationId: string,
  type: string,
  request: (input: Input) => Promise<ApiDocument<TemplateResource>>,
  messages: { success: string; error: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => toTemplate((await request(input)).data),
    meta: { errorMessage: messages.error, handles: [422] },
    onSuccess: (template) => {
      queryClient.setQueryData(emailTemplateKeys.detail(organizationId, type), template);
      void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list(organizationId) });
      enqueueSnackbar(messages.success, { variant: 'success' });
    },
  });
}

/** PUT organization/{id}/email_templates/{type}: Opslaan. */
export const useSaveEmailTemplate = (organizationId: string, type: string) =>
  useTemplateMutation(
    organizationId,
    type,
    (input: EmailTemplateInput) =>
      apiRequest(templatePath(organizationId, type), { method: 'PUT', body: resourceBody('email_templates', input) }),
    { success: 'De e-mailtekst is opgeslagen.', error: 'Opslaan van de e-mailtekst is mislukt.' },
  );

/** DELETE organization/{id}/email_templates/{type}: back to the default text. */
export const useResetEmailTemplate = (organizationId: string, type: string) =>
  useTemplateMutation(
    organizationId,
    type,
    () => apiRequest(templatePath(organizationId, type), { method: 'DELETE' }),
    { success: 'De standaardtekst geldt weer.', error: 'Terugzetten is mislukt.' },
  );
