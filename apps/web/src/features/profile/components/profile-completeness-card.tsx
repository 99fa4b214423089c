import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { HomeCardFrame } from '../../../components/home-card';
import { useProfile } from '../api/get-profile';
import type { ProfileSource } from '../api/profile-keys';
import { CompletenessMeter } from './completeness-meter';

/** The candidate's start page card: how complete the profile is, and the way to it. */
export function ProfileCompletenessCard() {
  const source = useMemo<ProfileSource>(() => ({ kind: 'mine' }), []);
  const profile = useProfile(source);
  if (!profile.data) return null;
  const { completeness } = profile.data;
  return (
    <HomeCardFrame title="Je profiel">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <CompletenessMeter value={completeness} label={`Je profiel is voor ${completeness}% compleet.`} />
        <Button component={RouterLink} to="/profile/general" variant="outlined">
          {completeness < 100 ? 'Profiel aanvullen' : 'Profiel bekijken'}
        </Button>
      </Stack>
    </HomeCardFrame>
  );
}
