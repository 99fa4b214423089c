import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordResetInput, passwordResetSchema } from '@koers/shared/schemas/session.schema';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { textFieldOf } from '../../../lib/form-errors';

/**
 * A new password, typed twice: the form of the reset link and of the invitation. The server's
 * 422s land on their field; any other refusal (an expired link) above the fields.
 */
export function NewPasswordForm({
  title,
  passwordLabel,
  confirmationLabel,
  submitLabel,
  intro,
  errorAction,
  onSubmit,
}: {
  /** The form's accessible name. */
  title: string;
  passwordLabel: string;
  confirmationLabel: string;
  submitLabel: string;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown after a refusal that is not about a field, e.g. a link to ask for a new one. */
  errorAction?: ReactNode;
  onSubmit: (values: PasswordResetInput) => Promise<unknown>;
}) {
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.password) form.setError('password', { message: fields.password });
      if (fields.passwordConfirmation) form.setError('passwordConfirmation', { message: fields.passwordConfirmation });
      if (!fields.password && !fields.passwordConfirmation) {
        form.setError('root', {
          message: (isApiError(error) ? error.errors[0]?.detail : undefined) ?? 'Er ging iets mis!',
        });
      }
    }
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={title}>
      {intro}
      {errors.root ? (
        <Alert severity="error" role="alert">
          {errors.root.message}
          {errorAction ? <> {errorAction}</> : null}
        </Alert>
      ) : null}
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        {...textFieldOf(form, 'password', { help: 'Minimaal 10 tekens.' })}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
        {...textFieldOf(form, 'passwordConfirmation')}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
