import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_TYPES } from '@koers/shared/email-templates';
import { organizationPolicy } from '@koers/shared/permissions/organization.policy';
import {
  type OrganizationEmailSettingsInput,
  organizationEmailSettingsSchema,
} from '@koers/shared/schemas/email-template.schema';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormRootError } from '../../../components/form-root-error';
import { NoAccessPage } from '../../../components/no-access-page';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import {
  type EmailSettings,
  useEmailSettings,
  useEmailTemplates,
  useUpdateEmailSettings,
} from '../api/email-templates';

const SETTINGS_CRUMBS = [{ label: 'Instellingen', to: '/settings' }];

function Loading() {
  return (
    <Box role="status" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label="Bezig met laden" />
    </Box>
  );
}

function SettingsForm({ organizationId, settings }: { organizationId: string; settings: EmailSettings }) {
  const update = useUpdateEmailSettings(organizationId);
  const form = useForm<OrganizationEmailSettingsInput>({
    resolver: zodResolver(organizationEmailSettingsSchema),
    defaultValues: settings,
  });
  useEffect(() => form.reset(settings), [form, settings]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Afzender en voettekst">
      <TextField
        label="Naam van de afzender"
        autoComplete="off"
        {...textFieldOf(form, 'senderName', { help: 'Leeg: de e-mail komt van Koers.' })}
      />
      <TextField
        label="Antwoordadres"
        type="email"
        autoComplete="off"
        {...textFieldOf(form, 'replyTo', {
          help: 'Waar antwoorden op een e-mail naartoe gaan. Leeg: niemand leest ze.',
        })}
      />
      <TextField
        label="Voettekst"
        multiline
        minRows={2}
        {...textFieldOf(form, 'footer', { help: 'Onder elke e-mail, bijvoorbeeld je adres en telefoonnummer.' })}
      />
      <FormRootError message={form.formState.errors.root?.message} />
      <Box>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Opslaan
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * `/settings/organization/email-settings`: how the organisation's mail goes out (sender name,
 * reply-to address, footer) and every type of e-mail Koers sends, each to its template.
 */
export function OrganizationEmailSettingsRoute() {
  usePageTitle('E-mails van de organisatie');
  const { actor, userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const allowed = organizationPolicy.manage(actor);
  const settings = useEmailSettings(organizationId);
  const templates = useEmailTemplates(organizationId);
  if (!allowed) return <NoAccessPage reason="no-access" />;
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={SETTINGS_CRUMBS} current="E-mails van de organisatie" />}
      title="E-mails van de organisatie"
      maxWidth={800}
    >
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Afzender en voettekst
          </Typography>
          {settings.isPending ? (
            <Loading />
          ) : settings.isError ? (
            <Alert severity="error">De e-mailinstellingen konden niet worden geladen.</Alert>
          ) : (
            <SettingsForm organizationId={organizationId} settings={settings.data} />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            E-mails die Koers verstuurt
          </Typography>
          <Typography color="text.secondary">
            Pas per e-mail het onderwerp en de tekst aan. Koers vult de plaatshouders in, zoals de naam van de ontvanger
            en de link.
          </Typography>
          {templates.isPending ? (
            <Loading />
          ) : templates.isError ? (
            <Alert severity="error">De e-mails konden niet worden geladen.</Alert>
          ) : (
            <List aria-label="E-mails die Koers verstuurt">
              {templates.data.map((template) => (
                <ListItem key={template.emailType} divider disableGutters>
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`/settings/email-type/${encodeURIComponent(template.emailType)}/email-templates`}
                      >
                        {EMAIL_TYPES[template.emailType].label}
                      </Link>
                    }
                    secondary={EMAIL_TYPES[template.emailType].description}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={template.customized ? 'primary' : 'default'}
                    label={template.customized ? 'Eigen tekst' : 'Standaardtekst'}
                    sx={{ ml: 2, flexShrink: 0 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </CrumbedPage>
  );
}
