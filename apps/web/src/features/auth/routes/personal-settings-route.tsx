import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { LoadState } from '../../../components/load-state';
import { PageCrumbs } from '../../../components/page-crumbs';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { useAccount } from '../api/account';
import { EmailForm, NameForm, PasswordForm } from '../components/account-forms';
import { OwnSessionsCard } from '../components/own-sessions-card';
import { TwoStepVerification } from '../components/two-step-verification';

/**
 * `/settings/personal` (Mijn account): name, login address, password, two-step verification and
 * the devices one is logged in on. Reachable behind the extra-security wall (SPEC §2.1), so a
 * person can meet a requirement or put their account in order there.
 */
export function PersonalSettingsRoute() {
  usePageTitle('Mijn account');
  const account = useAccount();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageCrumbs trail={[{ label: 'Instellingen', to: '/settings' }]} current="Mijn account" />
      <PageHeading
        title="Mijn account"
        description="Je naam, het e-mailadres en wachtwoord waarmee je inlogt, tweestapsverificatie en waar je bent ingelogd."
      />
      {account.data ? (
        <>
          <NameForm key={account.data.name} account={account.data} />
          <EmailForm account={account.data} />
          <PasswordForm />
          <Card variant="outlined">
            <CardContent>
              <TwoStepVerification enabled={account.data.mfaEnabled} headingLevel="h2" />
              {account.data.mfaEnabled ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  {account.data.recoveryCodesLeft === 1
                    ? 'Je hebt nog 1 ongebruikte herstelcode.'
                    : `Je hebt nog ${account.data.recoveryCodesLeft} ongebruikte herstelcodes.`}
                </Typography>
              ) : null}
              {account.data.mfaEnabled && account.data.recoveryCodesLeft <= 2 ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  Stel de app opnieuw in (Andere app instellen) voor tien nieuwe herstelcodes.
                </Alert>
              ) : null}
            </CardContent>
          </Card>
          <OwnSessionsCard />
        </>
      ) : (
        <LoadState pending={account.isPending} errorText="Je accountgegevens konden niet worden geladen." />
      )}
    </Stack>
  );
}
