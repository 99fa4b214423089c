import { RIASEC_TYPE_INFO, type RiasecType } from '@koers/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useReferenceList } from '../api/get-reference-list';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { updateProfile } from '../api/update-profile';
import { CodeChips } from './code-chips';
import { MoodboardField } from './moodboard-field';
import { ProfileTogglesForm } from './profile-toggles-form';

function slug(label: string): string {
  return `eigen:${label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** Interesses: interests, motives, activities and environments, sectors, occupations, moodboard. */
export function ProfileInterestsTab({ profile, source }: { profile: Profile; source: ProfileSource }) {
  const editable = profile.can.update;
  const sectors = useReferenceList('sectors');
  const [sectorCodes, setSectorCodes] = useState(profile.favoriteSectorCodes);
  const [occupations, setOccupations] = useState(profile.favoriteOccupations);
  const [occupation, setOccupation] = useState('');

  const addOccupation = () => {
    const label = occupation.trim();
    if (!label || occupations.some((item) => item.label.toLowerCase() === label.toLowerCase())) return;
    setOccupations([...occupations, { code: slug(label), label }]);
    setOccupation('');
  };

  return (
    <Stack spacing={3}>
      {profile.interestCode ? (
        <Typography>
          Interessecode uit de interessetest: <strong>{profile.interestCode}</strong> (
          {[...profile.interestCode].map((type) => RIASEC_TYPE_INFO[type as RiasecType]?.name.toLowerCase()).join(', ')}
          )
        </Typography>
      ) : null}
      <ProfileTogglesForm
        profile={profile}
        source={source}
        label="Profiel: interesses"
        groups={['interests', 'motives', 'workActivities', 'workEnvironments', 'jobPositions']}
        extraCalls={() => [
          {
            label: 'profile',
            call: () =>
              updateProfile(profile.id, { favoriteSectorCodes: sectorCodes, favoriteOccupations: occupations }),
          },
        ]}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={3}>
            {sectors.data ? (
              <CodeChips
                label="Favoriete sectoren"
                items={sectors.data}
                value={sectorCodes}
                onChange={setSectorCodes}
                disabled={!editable}
              />
            ) : (
              <Skeleton variant="rounded" height={72} aria-hidden />
            )}
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 600 }}>Favoriete beroepen</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {occupations.length === 0 ? (
                  <Typography color="text.secondary">Nog geen beroepen gekozen.</Typography>
                ) : null}
                {occupations.map((item) => (
                  <Chip
                    key={item.code}
                    label={item.label}
                    onDelete={
                      editable
                        ? () => setOccupations(occupations.filter((other) => other.code !== item.code))
                        : undefined
                    }
                  />
                ))}
              </Stack>
              {editable ? (
                <Stack direction="row" spacing={1}>
                  <TextField
                    label="Beroep toevoegen"
                    size="small"
                    value={occupation}
                    onChange={(event) => setOccupation(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        addOccupation();
                      }
                    }}
                  />
                  <Button startIcon={<AddIcon />} onClick={addOccupation}>
                    Toevoegen
                  </Button>
                </Stack>
              ) : null}
            </Stack>
          </Stack>
        </Paper>
      </ProfileTogglesForm>
      <MoodboardField profile={profile} source={source} />
    </Stack>
  );
}
