import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@koers/shared';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { QrCode } from '../../../components/qr-code';
import { isApiError } from '../../../lib/api-client';
import { textFieldOf } from '../../../lib/form-errors';
import { useConfirmMfaEnrollment, useFinishMfaEnrollment, useStartMfaEnrollment } from '../api/mfa-enrollment';
import { MfaProofForm } from './mfa-proof-form';
import { RecoveryCodes } from './recovery-codes';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'De code bestaat uit 6 cijfers.' }),
});
type CodeInput = z.infer<typeof codeSchema>;

/** Groups a base32 secret in fours, so it can be typed over without losing one's place. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Setting up two-step verification (TOTP): the secret and otpauth link for an authenticator
 * app, then the first code to prove it works, then the ten recovery codes, shown once. The
 * session counts as verified once the person has confirmed they saved the codes. Replacing the
 * app (`replacing`) first asks for proof of the current one.
 */
export function MfaSetup({ replacing = false, onEnabled }: { replacing?: boolean; onEnabled?: () => void }) {
  const start = useStartMfaEnrollment();
  const confirm = useConfirmMfaEnrollment();
  const finish = useFinishMfaEnrollment();
  const form = useForm<CodeInput>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      const message = isApiError(error) ? (error.fieldErrors().code ?? error.errors[0]?.detail) : undefined;
      form.setError('code', { message: message ?? 'Er ging iets mis!' });
    }
  });

  if (confirm.data) {
    return (
      <RecoveryCodes
        codes={confirm.data}
        onDone={async () => {
          await finish();
          onEnabled?.();
        }}
      />
    );
  }
  if (!start.data && replacing) {
    return (
      <Stack spacing={2}>
        <Typography>
          Vul eerst de code uit je huidige app in (of een herstelcode). Zo weten we dat jij het bent en niet iemand die
          alleen je sessie heeft.
        </Typography>
        <MfaProofForm label="Huidige app bevestigen" submitLabel="Nieuwe app instellen" onSubmit={start.mutateAsync} />
      </Stack>
    );
  }
  if (!start.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Je hebt een authenticator-app nodig, bijvoorbeeld Microsoft Authenticator, Google Authenticator of FreeOTP.
        </Typography>
        <Button variant="contained" onClick={() => start.mutate({})} disabled={start.isPending}>
          Tweestapsverificatie instellen
        </Button>
      </Stack>
    );
  }
  const { secret, otpauthUrl } = start.data;
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="h3">
        Stap 1: voeg Koers toe aan je app
      </Typography>
      <Typography>Scan deze QR-code met je authenticator-app:</Typography>
      <QrCode value={otpauthUrl} label="QR-code om Koers aan je authenticator-app toe te voegen" />
      <Typography>Lukt scannen niet? Kies in je app voor een nieuw account en vul deze sleutel in:</Typography>
      <Box
        component="code"
        data-testid="mfa-secret"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          wordBreak: 'break-all',
        }}
      >
        {groupSecret(secret)}
      </Box>
      <Link href={otpauthUrl} data-testid="mfa-otpauth-url" sx={{ wordBreak: 'break-all' }}>
        Of open de link op je telefoon
      </Link>
      <Typography component="h3" variant="h3">
        Stap 2: vul de code in
      </Typography>
      <Stack
        component="form"
        spacing={2}
        onSubmit={submit}
        noValidate
        aria-label="Code bevestigen"
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label="Code uit je authenticator-app"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...textFieldOf(form, 'code', { help: 'De code van 6 cijfers die je app nu toont.' })}
        />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Bevestigen
        </Button>
      </Stack>
    </Stack>
  );
}
