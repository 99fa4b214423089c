import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Divider, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSideSheet } from '../../../app/shell/side-sheet';
import { DetailItem } from '../../../components/detail-item';
import { useCurrentContext } from '../../../lib/session/current-context';
import { USER_TYPE_NAMES } from '../../../lib/session/user-type-names';
import { useDeleteSession } from '../api/delete-session';
import { TwoStepVerification } from './two-step-verification';

/** The side sheet behind 'Mijn account': who is logged in, in which context, the second factor, and logging out. */
export function AccountSheet() {
  const { session, userContext } = useCurrentContext();
  const logout = useDeleteSession();
  const sheet = useSideSheet();
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
      <Button
        variant="outlined"
        startIcon={<SettingsIcon />}
        component={RouterLink}
        to="/settings"
        onClick={sheet.close}
      >
        Instellingen
      </Button>
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout.mutate()} disabled={logout.isPending}>
        Uitloggen
      </Button>
    </Stack>
  );
}
