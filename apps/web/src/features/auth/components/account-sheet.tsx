import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DetailItem } from '../../../components/detail-item';
import { useCurrentContext } from '../../../lib/session/current-context';
import { USER_TYPE_NAMES } from '../../../lib/session/user-type-names';
import { useDeleteSession } from '../api/delete-session';
import { useRemoveMfa } from '../api/mfa-enrollment';
import { MfaProofForm } from './mfa-proof-form';
import { MfaSetup } from './mfa-setup';

type MfaAction = 'setup' | 'replace' | 'remove' | null;

/**
 * Two-step verification of one's own account: set it up, replace the app, or turn it off. The
 * last two ask for the code of the current app (or a recovery code), so a session alone cannot.
 */
function TwoStepVerification({ enabled }: { enabled: boolean }) {
  const [action, setAction] = useState<MfaAction>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useRemoveMfa();

  return (
    <Stack spacing={2} component="section" aria-labelledby="two-step-heading">
      <Typography id="two-step-heading" component="h3" variant="h3">
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
        <MfaSetup
          replacing={action === 'replace'}
          onEnabled={() => {
            setAction(null);
            setDone(action === 'replace' ? 'Je nieuwe app is ingesteld.' : 'Tweestapsverificatie is ingesteld.');
          }}
        />
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

/** The side sheet behind 'Mijn account': who is logged in, in which context, the second factor, and logging out. */
export function AccountSheet() {
  const { session, userContext } = useCurrentContext();
  const logout = useDeleteSession();
  return (
    <Stack spacing={3}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <DetailItem label="Naam" value={session.user.name} />
        <DetailItem label="E-mailadres" value={session.user.email} />
        <DetailItem label="Organisatie" value={userContext.organization.name} />
        <DetailItem label="Rol" value={USER_TYPE_NAMES[userContext.userType]} />
      </Stack>
      <Divider />
      <TwoStepVerification enabled={session.user.mfaEnabled} />
      <Divider />
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout.mutate()} disabled={logout.isPending}>
        Uitloggen
      </Button>
    </Stack>
  );
}
