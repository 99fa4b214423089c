import { PROFILE_TAB_LABELS, PROFILE_TABS, type ProfileTab } from '@koers/shared/profiles';
import { Alert, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';
import type { ProfileSource } from '../api/profile-keys';
import { CompletenessMeter } from './completeness-meter';

// Each tab is its own chunk: a visit loads the tab it shows.
const ProfileGeneralTab = lazy(() => import('./profile-general-tab').then((m) => ({ default: m.ProfileGeneralTab })));
const ProfileExperienceTab = lazy(() =>
  import('./profile-experience-tab').then((m) => ({ default: m.ProfileExperienceTab })),
);
const ProfileQualitiesTab = lazy(() =>
  import('./profile-qualities-tab').then((m) => ({ default: m.ProfileQualitiesTab })),
);
const ProfileInterestsTab = lazy(() =>
  import('./profile-interests-tab').then((m) => ({ default: m.ProfileInterestsTab })),
);

/**
 * The profile in four tabs (SPEC §2.2): the candidate's own at /profile/{tab}, a coach's view
 * inside the dossier. Without the right to edit (coach without EditProfileAsCoach) it is read-only.
 */
export function ProfileEditor({ source, tab, basePath }: { source: ProfileSource; tab: ProfileTab; basePath: string }) {
  const profile = useProfile(source);
  if (profile.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!profile.data) {
    return (
      <Alert severity="error">{isApiError(profile.error, 404) ? 'Geen profiel gevonden' : 'Er ging iets mis!'}</Alert>
    );
  }
  const data = profile.data;
  return (
    <Stack spacing={3}>
      <CompletenessMeter value={data.completeness} label={`Profiel ${data.completeness}% compleet`} />
      {!data.can.update ? (
        <Alert severity="info">
          {source.kind === 'dossier'
            ? 'Je kunt dit profiel bekijken. Wijzigen als coach staat je organisatie niet toe.'
            : 'Je profiel kan op dit moment niet worden gewijzigd.'}
        </Alert>
      ) : null}
      <Tabs value={tab} aria-label="Onderdelen van het profiel" variant="scrollable" allowScrollButtonsMobile>
        {PROFILE_TABS.map((key) => (
          <Tab key={key} value={key} label={PROFILE_TAB_LABELS[key]} component={RouterLink} to={`${basePath}/${key}`} />
        ))}
      </Tabs>
      <Suspense fallback={<CircularProgress aria-label="Bezig met laden" />}>
        {tab === 'general' ? <ProfileGeneralTab profile={data} source={source} /> : null}
        {tab === 'experience' ? <ProfileExperienceTab profile={data} source={source} /> : null}
        {tab === 'qualities' ? <ProfileQualitiesTab profile={data} source={source} /> : null}
        {tab === 'interests' ? <ProfileInterestsTab profile={data} source={source} /> : null}
      </Suspense>
    </Stack>
  );
}
