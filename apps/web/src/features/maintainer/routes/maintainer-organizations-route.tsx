import { formatDate, formatDateTime } from '@koers/shared/calendar';
import { FEATURE_FLAG_LABELS, FEATURE_FLAGS, type FeatureFlag } from '@koers/shared/permissions/features';
import { maintainerPolicy } from '@koers/shared/permissions/maintainer.policy';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { LoadState } from '../../../components/load-state';
import { NoAccessPage } from '../../../components/no-access-page';
import { usePageTitle } from '../../../components/page-title';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import {
  type AuditRecord,
  type MaintainedOrganization,
  useAuditRecords,
  useCreateOrganization,
  useMaintainedOrganizations,
  useUpdateOrganization,
} from '../api/maintainer';

type CreateValues = {
  name: string;
  subscriptionEndsOn: string;
  host: string;
  primaryColour: string;
  administratorName: string;
  administratorEmail: string;
  features: FeatureFlag[];
};

type SubscriptionValues = { subscriptionEndsOn: string; features: FeatureFlag[] };

function FeatureChecks({ value, onChange }: { value: FeatureFlag[]; onChange: (next: FeatureFlag[]) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Functies</FormLabel>
      <FormGroup>
        {FEATURE_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={FEATURE_FLAG_LABELS[flag]}
            control={
              <Checkbox
                checked={value.includes(flag)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, flag] : value.filter((item) => item !== flag))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function CreateOrganizationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateOrganization();
  const form = useForm<CreateValues>({
    defaultValues: {
      name: '',
      subscriptionEndsOn: '',
      host: '',
      primaryColour: '#3C91E5',
      administratorName: '',
      administratorEmail: '',
      features: [...FEATURE_FLAGS],
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, subscriptionEndsOn: values.subscriptionEndsOn || null });
      form.reset();
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Organisatie aanmaken"
      onSubmit={submit}
      submitLabel="Aanmaken en beheerder uitnodigen"
      submitting={form.formState.isSubmitting}
    >
      <TextField label="Naam van de organisatie" required {...textFieldOf(form, 'name')} />
      <TextField
        label="Abonnement tot en met"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...textFieldOf(form, 'subscriptionEndsOn')}
      />
      <TextField
        label="Hostnaam"
        {...textFieldOf(form, 'host', {
          help: 'Waarop Koers in de huisstijl van de organisatie draait, bv. werkpad.koers.nl.',
        })}
      />
      <TextField label="Hoofdkleur" {...textFieldOf(form, 'primaryColour', { help: 'Als #RRGGBB.' })} />
      <TextField label="Naam van de beheerder" required {...textFieldOf(form, 'administratorName')} />
      <TextField
        label="E-mailadres van de beheerder"
        type="email"
        required
        {...textFieldOf(form, 'administratorEmail', { help: 'Krijgt een uitnodiging als beheerder.' })}
      />
      <Controller
        control={form.control}
        name="features"
        render={({ field }) => <FeatureChecks value={field.value} onChange={field.onChange} />}
      />
      <FormRootError message={form.formState.errors.root?.message} />
    </FormDialog>
  );
}

function SubscriptionDialog({ organization, onClose }: { organization: MaintainedOrganization; onClose: () => void }) {
  const update = useUpdateOrganization(organization.id);
  const form = useForm<SubscriptionValues>({
    defaultValues: { subscriptionEndsOn: organization.subscriptionEndsOn ?? '', features: organization.features },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, subscriptionEndsOn: values.subscriptionEndsOn || null });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Abonnement en functies van ${organization.name}`}
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={form.formState.isSubmitting}
    >
      <TextField
        label="Abonnement tot en met"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
        {...textFieldOf(form, 'subscriptionEndsOn', { help: 'Leeg: geen abonnement.' })}
      />
      <Controller
        control={form.control}
        name="features"
        render={({ field }) => <FeatureChecks value={field.value} onChange={field.onChange} />}
      />
      <FormRootError message={form.formState.errors.root?.message} />
    </FormDialog>
  );
}

function describeChanges(record: AuditRecord): string {
  if (record.action === 'organization.create') return 'Organisatie aangemaakt, beheerder uitgenodigd';
  const parts: string[] = [];
  const subscription = record.changes.subscriptionEndsOn as { from: string | null; to: string | null } | undefined;
  if (subscription) {
    const show = (value: string | null) => (value ? formatDate(value) : 'geen');
    parts.push(`abonnement ${show(subscription.from)} → ${show(subscription.to)}`);
  }
  const features = record.changes.features as { added: FeatureFlag[]; removed: FeatureFlag[] } | undefined;
  if (features?.added.length) parts.push(`aan: ${features.added.map((flag) => FEATURE_FLAG_LABELS[flag]).join(', ')}`);
  if (features?.removed.length)
    parts.push(`uit: ${features.removed.map((flag) => FEATURE_FLAG_LABELS[flag]).join(', ')}`);
  return parts.join('; ') || 'Gewijzigd';
}

/** `/maintainer/organizations`: the super user's console (issue 34.5). */
export function MaintainerOrganizationsRoute() {
  usePageTitle('Organisaties');
  const { actor } = useCurrentContext();
  const organizations = useMaintainedOrganizations();
  const audit = useAuditRecords();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<MaintainedOrganization | null>(null);
  if (!maintainerPolicy.console(actor)) return <NoAccessPage reason="no-access" />;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1" component="h1">
          Organisaties
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Organisatie aanmaken
        </Button>
      </Stack>
      {organizations.data ? (
        <TableContainer component={Card} variant="outlined">
          <Table aria-label="Organisaties">
            <TableHead>
              <TableRow>
                <TableCell>Naam</TableCell>
                <TableCell align="right">Collega’s</TableCell>
                <TableCell align="right">Actieve dossiers</TableCell>
                <TableCell align="right">Werkgevers</TableCell>
                <TableCell>Laatste activiteit</TableCell>
                <TableCell>Abonnement tot</TableCell>
                <TableCell>Functies</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                  >
                    Acties
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {organizations.data.map((organization) => (
                <TableRow key={organization.id}>
                  <TableCell>
                    {organization.name}
                    {organization.hosts.length > 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {organization.hosts.join(', ')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{organization.memberCount}</TableCell>
                  <TableCell align="right">{organization.activeDossierCount}</TableCell>
                  <TableCell align="right">{organization.employerCount}</TableCell>
                  <TableCell>
                    {organization.lastActivityAt ? formatDateTime(organization.lastActivityAt) : 'Nog niet'}
                  </TableCell>
                  <TableCell>
                    {organization.subscriptionEndsOn ? formatDate(organization.subscriptionEndsOn) : 'Geen'}
                  </TableCell>
                  <TableCell>
                    {organization.features.length} van {FEATURE_FLAGS.length}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing(organization)}
                      aria-label={`${organization.name} wijzigen`}
                    >
                      Wijzigen
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <LoadState pending={organizations.isPending} errorText="De organisaties konden niet worden geladen." />
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Wijzigingen door super-users
          </Typography>
          {audit.data ? (
            audit.data.length === 0 ? (
              <Typography color="text.secondary">Nog geen wijzigingen.</Typography>
            ) : (
              <List aria-label="Wijzigingen door super-users">
                {audit.data.map((record) => (
                  <ListItem key={record.id} divider disableGutters>
                    <ListItemText
                      primary={`${record.organizationName}: ${describeChanges(record)}`}
                      secondary={`${record.actorName} · ${formatDateTime(record.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )
          ) : (
            <LoadState pending={audit.isPending} errorText="De wijzigingen konden niet worden geladen." />
          )}
        </CardContent>
      </Card>
      <CreateOrganizationDialog open={creating} onClose={() => setCreating(false)} />
      {editing ? <SubscriptionDialog organization={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
