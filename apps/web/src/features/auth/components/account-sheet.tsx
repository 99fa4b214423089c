import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Stack, Typography } from '@mui/material';
import { useCurrentContext } from '../../../lib/session/current-context';
import { USER_TYPE_NAMES } from '../../../lib/session/user-type-names';
import { useDeleteSession } from '../api/delete-session';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </div>
  );
}

/** The side sheet behind 'Mijn account': who is logged in, in which context, and logging out. */
export function AccountSheet() {
  const { session, userContext } = useCurrentContext();
  const logout = useDeleteSession();
  return (
    <Stack spacing={3}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Fact label="Naam" value={session.user.name} />
        <Fact label="E-mailadres" value={session.user.email} />
        <Fact label="Organisatie" value={userContext.organization.name} />
        <Fact label="Rol" value={USER_TYPE_NAMES[userContext.userType]} />
        <Fact label="Tweestapsverificatie" value={session.user.mfaEnabled ? 'Ingesteld' : 'Niet ingesteld'} />
      </Stack>
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout.mutate()} disabled={logout.isPending}>
        Uitloggen
      </Button>
    </Stack>
  );
}
