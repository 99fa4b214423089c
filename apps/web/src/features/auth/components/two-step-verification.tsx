import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useRemoveMfa } from '../api/mfa-enrollment';
import { MfaProofForm } from './mfa-proof-form';

// The set-up (its form, zod and the QR code) loads when it is asked for.
const MfaSetup = lazy(() => import('./mfa-setup').then((module) => ({ default: module.MfaSetup })));

type MfaAction = 'setup' | 'replace' | 'remove' | null;

/**
 * Two-step verification of one's own account: set it up, replace the app, or turn it off. The
 * last two ask for the code of the current app (or a recovery code), so a session alone cannot.
 */
export function TwoStepVerification({
  enabled,
  headingLevel = 'h3',
}: {
  enabled: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const [action, setAction] = useState<MfaAction>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useRemoveMfa();

  return (
    <Stack spacing={2} component="section" aria-labelledby="two-step-heading">
      <Typography
        id="two-step-heading"
        component={headingLevel}
        variant="h3"
        // As a page's section (Mijn account) it matches the other cards' titles.
        sx={headingLevel === 'h2' ? { fontSize: '1.15rem' } : undefined}
      >
        Tweestapsverificatie
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : null}
      {action === null ? (
        <>
          <Typography>
            {enabled
              ? 'Ingesteld: bij het inloggen vragen we ook om de code uit je authenticator-app.'
              : 'Niet ingesteld. Met een code uit een authenticator-app bij het inloggen is je account beter beschermd.'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {enabled ? (
              <>
                <Button variant="outlined" onClick={() => setAction('replace')}>
                  Andere app instellen
                </Button>
                <Button variant="outlined" color="error" onClick={() => setAction('remove')}>
                  Uitschakelen
                </Button>
              </>
            ) : (
              <Button variant="outlined" onClick={() => setAction('setup')}>
                Instellen
              </Button>
            )}
          </Stack>
        </>
      ) : null}
      {action === 'setup' || action === 'replace' ? (
        <Suspense fallback={<CircularProgress aria-label="Laden" size={24} />}>
          <MfaSetup
            replacing={action === 'replace'}
            onEnabled={() => {
              setAction(null);
              setDone(action === 'replace' ? 'Je nieuwe app is ingesteld.' : 'Tweestapsverificatie is ingesteld.');
            }}
          />
        </Suspense>
      ) : null}
      {action === 'remove' ? (
        <Stack spacing={2}>
          <Typography>
            Zonder tweestapsverificatie log je alleen met je wachtwoord in. Vul ter bevestiging de code uit je app in
            (of een herstelcode).
          </Typography>
          <MfaProofForm
            label="Tweestapsverificatie uitschakelen"
            submitLabel="Uitschakelen"
            onSubmit={async (proof) => {
              await remove.mutateAsync(proof);
              setAction(null);
              setDone('Tweestapsverificatie is uitgeschakeld.');
            }}
          />
        </Stack>
      ) : null}
      {action !== null ? (
        <Button variant="text" onClick={() => setAction(null)} sx={{ alignSelf: 'flex-start' }}>
          Annuleren
        </Button>
      ) : null}
    </Stack>
  );
}
