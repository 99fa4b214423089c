import { profileTabOrDefault } from '@koers/shared/profiles';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import type { ProfileSource } from '../../features/profile/api/profile-keys';
import { ProfileEditor } from '../../features/profile/components/profile-editor';
import { dossierHeaderActions } from './dossier-header-actions';

/**
 * `/dossiers/{dossierId}/profile/{tab}`: the dossier's frame around the candidate's profile.
 * Composed here because features do not import each other.
 */
export function DossierProfileScreen() {
  const params = useParams();
  const dossierId = params.dossierId ?? '';
  const tab = profileTabOrDefault(params.tab);
  const source = useMemo<ProfileSource>(() => ({ kind: 'dossier', dossierId }), [dossierId]);
  return (
    <DossierLayout dossierId={dossierId} tab="profile" headerActions={dossierHeaderActions}>
      {() => <ProfileEditor source={source} tab={tab} basePath={`/dossiers/${dossierId}/profile`} />}
    </DossierLayout>
  );
}
