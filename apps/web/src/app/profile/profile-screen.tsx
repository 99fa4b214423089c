import { Stack } from '@mui/material';
import { ProfileRoute } from '../../features/profile/routes/profile-route';
import { useCurrentContext } from '../../lib/session/current-context';
import { ShowroomConsentCard } from '../showrooms/showroom-consent-card';

/** `/profile/{tab}`: the candidate's own profile, and below it their consent to showrooms (issue 35.3). */
export function ProfileScreen() {
  const { userContext } = useCurrentContext();
  return (
    <Stack spacing={3}>
      <ProfileRoute />
      {userContext.dossierId ? <ShowroomConsentCard dossierId={userContext.dossierId} own /> : null}
    </Stack>
  );
}
