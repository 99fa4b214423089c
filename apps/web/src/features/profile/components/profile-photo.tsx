import { UPLOAD_RULES } from '@koers/shared/uploads';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { FileButton } from '../../../components/file-button';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { updateProfile } from '../api/update-profile';
import { useUploadFile } from '../api/upload-file';

/** The profile photo: upload (checked by the server, 'Verwerken van afbeeldingen mislukt: …' on 422) or remove. */
export function ProfilePhoto({
  profile,
  source,
  editable,
}: {
  profile: Profile;
  source: ProfileSource;
  editable: boolean;
}) {
  const { run, saving } = useProfileUpdates(source);
  const { uploading, upload } = useUploadFile(source);

  const choose = (file: File) =>
    upload(file, 'profile_image', async (fileId) => {
      const failures = await run([{ label: 'profile', call: () => updateProfile(profile.id, { imageId: fileId }) }]);
      if (failures?.length === 0) enqueueSnackbar('De foto is opgeslagen.', { variant: 'success' });
    });

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={profile.image ?? undefined}
        alt={profile.image ? `Profielfoto van ${profile.name}` : ''}
        sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
      >
        {profile.name.slice(0, 1)}
      </Avatar>
      {editable ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FileButton
            label={profile.image ? 'Foto wijzigen' : 'Foto toevoegen'}
            icon={<PhotoCameraIcon />}
            busy={uploading}
            disabled={saving}
            accept={UPLOAD_RULES.profile_image.accept}
            onFile={(file) => void choose(file)}
          />
          {profile.image ? (
            <Button
              size="small"
              color="inherit"
              disabled={saving}
              onClick={() => void run([{ label: 'profile', call: () => updateProfile(profile.id, { imageId: null }) }])}
            >
              Foto verwijderen
            </Button>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {UPLOAD_RULES.profile_image.formats}, hoogstens 5 MB.
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
