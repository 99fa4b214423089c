import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_TYPES,
  type EmailTypeId,
  exampleValues,
  isEmailTypeId,
  renderEmail,
  templateProblem,
} from '@koers/shared/email-templates';
import { organizationPolicy } from '@koers/shared/permissions/organization.policy';
import { type EmailTemplateInput, emailTemplateSchema } from '@koers/shared/schemas/email-template.schema';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
  useTheme,
} from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { FormRootError } from '../../../components/form-root-error';
import { NoAccessPage } from '../../../components/no-access-page';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import {
  type EmailTemplate,
  useEmailSettings,
  useEmailTemplate,
  useResetEmailTemplate,
  useSaveEmailTemplate,
} from '../api/email-templates';
import { EmailPreview } from '../components/email-preview';

const CRUMBS = [
  { label: 'Instellingen', to: '/settings' },
  { label: 'E-mails van de organisatie', to: '/settings/organization/email-settings' },
];

/** The shared schema plus this type's placeholder rules, so the form says what the server would. */
function schemaFor(type: EmailTypeId) {
  return emailTemplateSchema.superRefine((values, ctx) => {
    for (const part of ['subject', 'body'] as const) {
      const problem = templateProblem(type, values[part], part);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [part] });
    }
  });
}

function TemplateEditor({
  organizationId,
  organizationName,
  type,
  template,
}: {
  organizationId: string;
  organizationName: string;
  type: EmailTypeId;
  template: EmailTemplate;
}) {
  const definition = EMAIL_TYPES[type];
  const save = useSaveEmailTemplate(organizationId, type);
  const reset = useResetEmailTemplate(organizationId, type);
  const settings = useEmailSettings(organizationId);
  // The theme of this host is the organisation's: its primary colour heads the mail.
  const colour = useTheme().palette.primary.main;
  const form = useForm<EmailTemplateInput>({
    resolver: zodResolver(schemaFor(type)),
    defaultValues: { subject: template.subject, body: template.body },
  });
  useEffect(() => form.reset({ subject: template.subject, body: template.body }), [form, template]);
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const preview = useMemo(
    () =>
      renderEmail(
        { subject: subject ?? '', body: body ?? '' },
        { ...exampleValues(type), organisatie: organizationName },
        {
          organizationName,
          colour,
          footer: settings.data?.footer ?? '',
        },
      ),
    [subject, body, type, organizationName, colour, settings.data?.footer],
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="E-mailtekst">
            <TextField label="Onderwerp" required autoComplete="off" {...textFieldOf(form, 'subject')} />
            <TextField label="Tekst" required multiline minRows={10} {...textFieldOf(form, 'body')} />
            <FormRootError message={form.formState.errors.root?.message} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                Opslaan
              </Button>
              <Button
                variant="outlined"
                disabled={!template.customized || reset.isPending}
                onClick={() => reset.mutate(undefined)}
              >
                Standaardtekst terugzetten
              </Button>
              <Button component={RouterLink} to="/settings/organization/email-settings">
                Terug
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Plaatshouders
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Zet een plaatshouder tussen dubbele accolades in het onderwerp of de tekst; Koers vult hem in.
            {definition.required.length > 0
              ? ` Verplicht in de tekst: ${definition.required.map((name) => `{{${name}}}`).join(', ')}.`
              : ''}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            {definition.placeholders.map((placeholder) => (
              <Box key={placeholder.name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontFamily: 'monospace' }}>{`{{${placeholder.name}}}`}</Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {placeholder.description}
                </Box>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Voorbeeld
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Met voorbeeldgegevens, zoals de ontvanger de e-mail ziet.
          </Typography>
          <Typography sx={{ mb: 1 }} data-testid="preview-subject">
            <strong>Onderwerp:</strong> {preview.subject}
          </Typography>
          <EmailPreview html={preview.html} label="Voorbeeld van de e-mail" />
        </CardContent>
      </Card>
    </>
  );
}

/**
 * `/settings/email-type/{emailTypeId}/email-templates`: the subject and body of one type of
 * e-mail, with its placeholders and a live preview; Opslaan, or back to the default text.
 */
export function EmailTemplateRoute() {
  const { emailTypeId = '' } = useParams();
  const known = isEmailTypeId(emailTypeId);
  usePageTitle(known ? EMAIL_TYPES[emailTypeId].label : 'E-mail');
  const { actor, userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const template = useEmailTemplate(organizationId, emailTypeId);
  if (!organizationPolicy.manage(actor)) return <NoAccessPage reason="no-access" />;
  if (!known) {
    return (
      <CrumbedPage
        crumbs={<PageCrumbs trail={CRUMBS} current="Onbekende e-mail" />}
        title="Onbekende e-mail"
        maxWidth={800}
      >
        <Alert severity="warning">Deze soort e-mail bestaat niet.</Alert>
      </CrumbedPage>
    );
  }
  const definition = EMAIL_TYPES[emailTypeId];
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={CRUMBS} current={definition.label} />}
      title={definition.label}
      maxWidth={800}
    >
      <Typography color="text.secondary">{definition.description}</Typography>
      {template.isPending ? (
        <Box role="status" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label="Bezig met laden" />
        </Box>
      ) : template.isError ? (
        <Alert severity="error">De e-mailtekst kon niet worden geladen.</Alert>
      ) : (
        <TemplateEditor
          organizationId={organizationId}
          organizationName={userContext.organization.name}
          type={emailTypeId}
          template={template.data}
        />
      )}
    </CrumbedPage>
  );
}
