import {
  normalizeRecoveryCode,
  OTP_PATTERN,
  RECOVERY_CODE_PATTERN,
  SESSION_MESSAGES,
} from '@koers/shared/schemas/session-messages';
import { Button, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import type { MfaProof } from '../api/mfa-enrollment';
import { SecondFactorField, SecondFactorSwitch } from './second-factor-field';

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
      <SecondFactorField
        recovery={useRecovery}
        codeLabel="Code uit je huidige authenticator-app"
        codeName="code"
        recoveryHelp="Een van de tien herstelcodes die je kreeg toen je tweestapsverificatie instelde."
        value={value}
        onChange={setValue}
        error={error}
      />
      <SecondFactorSwitch
        recovery={useRecovery}
        toRecovery="App niet bij de hand? Gebruik een herstelcode"
        toCode="Gebruik de code uit je app"
        onSwitch={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setError(undefined);
        }}
      />
      <Button type="submit" variant="contained" disabled={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
