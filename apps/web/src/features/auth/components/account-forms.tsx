import { formatDateTime } from '@koers/shared/calendar';
import type {
  AccountUpdateInput,
  EmailChangeRequestInput,
  PasswordChangeInput,
} from '@koers/shared/schemas/account.schema';
import { PASSWORD_MIN_LENGTH } from '@koers/shared/schemas/session-messages';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { SectionCard } from '../../../components/section-card';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { type Account, useChangePassword, useRenameAccount, useRequestEmailChange } from '../api/account';

// The fields are checked at the first submit: the schemas (and zod) load then, not with the page.
const schemas = () => import('@koers/shared/schemas/account.schema');
const nameResolver = lazyZodResolver<AccountUpdateInput>(() => schemas().then((module) => module.accountUpdateSchema));
const emailResolver = lazyZodResolver<EmailChangeRequestInput>(() =>
  schemas().then((module) => module.emailChangeRequestSchema),
);
const passwordResolver = lazyZodResolver<PasswordChangeInput>(() =>
  schemas().then((module) => module.passwordChangeSchema),
);

/** One card of Mijn account that is one form: its fields, the root error, and the button. */
function AccountForm<Values extends FieldValues>({
  title,
  label,
  form,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string;
  label: string;
  form: UseFormReturn<Values>;
  onSubmit: (values: Values) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const rootError = form.formState.errors.root?.message;
  return (
    <SectionCard title={title}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={label} sx={{ maxWidth: 480 }}>
        {children}
        {rootError ? (
          <Alert severity="error" role="alert">
            {rootError}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** A required password field of an account form (the current one to confirm, or the new one). */
function PasswordField<Values extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  help,
}: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  help?: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      {...textFieldOf(form, name, { help })}
    />
  );
}

export function NameForm({ account }: { account: Account }) {
  const rename = useRenameAccount();
  const form = useForm<AccountUpdateInput>({
    resolver: nameResolver,
    defaultValues: { name: account.name },
  });
  return (
    <AccountForm
      title="Naam"
      label="Naam wijzigen"
      form={form}
      submitLabel="Naam opslaan"
      onSubmit={async (values) => {
        await rename.mutateAsync(values);
        enqueueSnackbar('Je naam is opgeslagen.', { variant: 'success' });
      }}
    >
      <TextField label="Naam" required autoComplete="name" {...textFieldOf(form, 'name')} />
    </AccountForm>
  );
}

export function EmailForm({ account }: { account: Account }) {
  const request = useRequestEmailChange();
  const form = useForm<EmailChangeRequestInput>({
    resolver: emailResolver,
    defaultValues: { email: '', currentPassword: '' },
  });
  return (
    <AccountForm
      title="E-mailadres"
      label="E-mailadres wijzigen"
      form={form}
      submitLabel="E-mailadres wijzigen"
      onSubmit={async (values) => {
        await request.mutateAsync(values);
        form.reset({ email: '', currentPassword: '' });
      }}
    >
      <Typography>
        Je logt in met <strong>{account.email}</strong>.
      </Typography>
      {account.pendingEmail ? (
        <Alert severity="info" role="status">
          We hebben een bevestigingslink gestuurd naar {account.pendingEmail.email}. Je e-mailadres verandert zodra je
          die link opent (geldig tot {formatDateTime(account.pendingEmail.expiresAt)}).
        </Alert>
      ) : null}
      <TextField
        label="Nieuw e-mailadres"
        type="email"
        required
        autoComplete="email"
        {...textFieldOf(form, 'email', {
          help: 'We sturen een link naar dit adres; pas als je die opent, verandert het.',
        })}
      />
      <PasswordField form={form} name="currentPassword" label="Huidig wachtwoord" autoComplete="current-password" />
    </AccountForm>
  );
}

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', password: '' },
  });
  return (
    <AccountForm
      title="Wachtwoord"
      label="Wachtwoord wijzigen"
      form={form}
      submitLabel="Wachtwoord wijzigen"
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        form.reset({ currentPassword: '', password: '' });
        enqueueSnackbar('Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.', {
          variant: 'success',
        });
      }}
    >
      <PasswordField form={form} name="currentPassword" label="Huidig wachtwoord" autoComplete="current-password" />
      <PasswordField
        form={form}
        name="password"
        label="Nieuw wachtwoord"
        autoComplete="new-password"
        help={`Minimaal ${PASSWORD_MIN_LENGTH} tekens.`}
      />
    </AccountForm>
  );
}
