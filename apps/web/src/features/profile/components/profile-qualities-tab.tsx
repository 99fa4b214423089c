import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { ProfileTogglesForm } from './profile-toggles-form';

/** Kwaliteiten: skills, work styles, knowledge, certificates, licences, and the health groups. */
export function ProfileQualitiesTab({ profile, source }: { profile: Profile; source: ProfileSource }) {
  return (
    <ProfileTogglesForm
      profile={profile}
      source={source}
      label="Profiel: kwaliteiten"
      groups={[
        'skills',
        'workStyles',
        'knowledgeAreas',
        'certificates',
        'drivingLicenses',
        'physicalAbilities',
        'mentalAbilities',
      ]}
    />
  );
}
