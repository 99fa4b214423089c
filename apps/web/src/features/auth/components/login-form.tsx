import type { SessionCreateInput } from '@koers/shared';
import {
  EMAIL_PATTERN,
  normalizeRecoveryCode,
  OTP_PATTERN,
  RECOVERY_CODE_PATTERN,
  SESSION_MESSAGES,
} from '@koers/shared/schemas/session-messages';
import { Alert, Button, Link, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/session/get-session';
import { useCreateSession } from '../api/create-session';
import { SecondFactorField, SecondFactorSwitch } from './second-factor-field';

type Field = 'email' | 'password' | 'otp' | 'recoveryCode';
type Errors = Partial<Record<Field | 'form', string>>;

/** The login rules of the shared schema, with its messages, checked before anything is sent. */
export function checkLogin(values: {
  email: string;
  password: string;
  otp: string | null;
  recoveryCode?: string | null;
}): Errors {
  const errors: Errors = {};
  if (values.email === '') errors.email = SESSION_MESSAGES.emailRequired;
  else if (values.email.length > 254) errors.email = SESSION_MESSAGES.emailTooLong;
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = SESSION_MESSAGES.emailInvalid;
  if (values.password === '') errors.password = SESSION_MESSAGES.passwordRequired;
  if (values.otp !== null && !OTP_PATTERN.test(values.otp)) errors.otp = SESSION_MESSAGES.otpFormat;
  if (values.recoveryCode != null && !RECOVERY_CODE_PATTERN.test(values.recoveryCode)) {
    errors.recoveryCode = SESSION_MESSAGES.recoveryCodeFormat;
  }
  return errors;
}

/**
 * E-mail and password, then (when the account has one) the code of the authenticator app, or
 * one of the recovery codes when the app is not at hand.
 * Plain React state instead of react-hook-form and zod: the login page is the first download,
 * and those two were a sixth of it (docs/decisions.md, "Bundle budget").
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: Session) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState<string | null>(null);
  const [recoveryCode, setRecoveryCode] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const login = useCreateSession();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      email: email.trim(),
      password,
      otp: otp === null ? null : otp.trim(),
      recoveryCode: recoveryCode === null ? null : normalizeRecoveryCode(recoveryCode),
    };
    const found = checkLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: SessionCreateInput = {
      email: values.email,
      password,
      ...(values.otp !== null ? { otp: values.otp } : {}),
      ...(values.recoveryCode !== null ? { recoveryCode: values.recoveryCode } : {}),
    };
    try {
      onLoggedIn(await login.mutateAsync(input));
    } catch (error) {
      if (!isApiError(error)) return setErrors({ form: 'Er ging iets mis!' });
      if (error.code === 'session.otp_required') {
        setOtp('');
        setRecoveryCode(null);
        return setErrors({});
      }
      const fields = error.fieldErrors();
      const next: Errors = { email: fields.email, password: fields.password };
      if (error.code === 'session.otp_invalid') next.otp = error.errors[0]?.detail;
      else if (error.code === 'session.recovery_code_invalid') next.recoveryCode = error.errors[0]?.detail;
      else if (!fields.email && !fields.password) next.form = error.errors[0]?.detail ?? 'Er ging iets mis!';
      setErrors(next);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Inloggen">
      {errors.form ? (
        <Alert severity="error" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <TextInput
        label="E-mailadres"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextInput
        label="Wachtwoord"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {otp !== null || recoveryCode !== null ? (
        <>
          <SecondFactorField
            recovery={recoveryCode !== null}
            codeLabel="Code uit je authenticator-app"
            codeName="otp"
            recoveryHelp="Een van de tien herstelcodes die je kreeg toen je tweestapsverificatie instelde. Elke code werkt één keer."
            value={recoveryCode ?? otp ?? ''}
            onChange={recoveryCode !== null ? setRecoveryCode : setOtp}
            error={recoveryCode !== null ? errors.recoveryCode : errors.otp}
            autoFocus
          />
          <SecondFactorSwitch
            recovery={recoveryCode !== null}
            toRecovery="App niet bij de hand? Log in met een herstelcode"
            toCode="Log in met de code uit je app"
            alignStart
            onSwitch={() => {
              const toRecovery = recoveryCode === null;
              setRecoveryCode(toRecovery ? '' : null);
              setOtp(toRecovery ? null : '');
              setErrors({});
            }}
          />
        </>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        Inloggen
      </Button>
      <Link component={RouterLink} to="/password-reset">
        Wachtwoord vergeten?
      </Link>
    </Stack>
  );
}
