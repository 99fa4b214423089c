import { profileTabOrDefault } from '@koers/shared/profiles';
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import type { ProfileSource } from '../api/profile-keys';
import { ProfileEditor } from '../components/profile-editor';

/** `/profile/{tab}`: the candidate keeps their own profile. */
export function ProfileRoute() {
  usePageTitle('Profiel');
  const tab = profileTabOrDefault(useParams().tab);
  const source = useMemo<ProfileSource>(() => ({ kind: 'mine' }), []);
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Mijn profiel
      </Typography>
      <ProfileEditor source={source} tab={tab} basePath="/profile" />
    </Stack>
  );
}
