import {
  normalizeRecoveryCode,
  OTP_PATTERN,
  RECOVERY_CODE_PATTERN,
  SESSION_MESSAGES,
} from '@koers/shared/schemas/session-messages';
import { Button, Link, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-client';
import type { MfaProof } from '../api/mfa-enrollment';

/**
 * Proof of the current second factor before it is replaced or removed: the code the app shows
 * now, or (app lost) one of the recovery codes. Someone with only a stolen session has neither.
 */
export function MfaProofForm({
  label,
  submitLabel,
  onSubmit,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSubmit: (proof: MfaProof) => Promise<unknown>;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = useRecovery ? normalizeRecoveryCode(value) : value.trim();
    if (useRecovery ? !RECOVERY_CODE_PATTERN.test(entered) : !OTP_PATTERN.test(entered)) {
      setError(useRecovery ? SESSION_MESSAGES.recoveryCodeFormat : SESSION_MESSAGES.otpFormat);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await onSubmit(useRecovery ? { recoveryCode: entered } : { code: entered });
    } catch (caught) {
      setError(isApiError(caught) ? (caught.errors[0]?.detail ?? 'Er ging iets mis!') : 'Er ging iets mis!');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={label}
      sx={{ alignItems: 'flex-start' }}
    >
      {useRecovery ? (
        <TextInput
          key="recovery"
          label="Herstelcode"
          name="recoveryCode"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          helperText="Een van de tien herstelcodes die je kreeg toen je tweestapsverificatie instelde."
        />
      ) : (
        <TextInput
          key="code"
          label="Code uit je huidige authenticator-app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          helperText="De code van 6 cijfers die je app nu toont."
        />
      )}
      <Link
        component="button"
        type="button"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setError(undefined);
        }}
      >
        {useRecovery ? 'Gebruik de code uit je app' : 'App niet bij de hand? Gebruik een herstelcode'}
      </Link>
      <Button type="submit" variant="contained" disabled={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
