import { UPLOAD_RULES } from '@koers/shared/uploads';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FileButton } from '../../../components/file-button';
import { isApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { updateProfile } from '../api/update-profile';
import { uploadFile } from '../api/upload-file';

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
  const [uploading, setUploading] = useState(false);

  const choose = async (file: File) => {
    setUploading(true);
    try {
      const fileId = await uploadFile(source, file, 'profile_image');
      const failures = await run([{ label: 'profile', call: () => updateProfile(profile.id, { imageId: fileId }) }]);
      if (failures?.length === 0) enqueueSnackbar('De foto is opgeslagen.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? (error.errors[0]?.detail ?? error.message) : 'Er ging iets mis!', {
        variant: 'error',
      });
    } finally {
      setUploading(false);
    }
  };

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
