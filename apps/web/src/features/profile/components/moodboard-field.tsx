import { UPLOAD_RULES } from '@koers/shared/uploads';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { FileButton } from '../../../components/file-button';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { saveMoodboardImages } from '../api/save-moodboard-images';
import { useUploadFile } from '../api/upload-file';

/** Moodboard: images that show who the candidate is; adding or removing one saves at once. */
export function MoodboardField({ profile, source }: { profile: Profile; source: ProfileSource }) {
  const editable = profile.can.update;
  const { run, saving } = useProfileUpdates(source);
  const { uploading, upload } = useUploadFile(source);
  const ids = profile.moodboardImages.map((image) => image.fileId);

  const save = async (imageIds: string[]) => {
    const failures = await run([{ label: 'moodboard', call: () => saveMoodboardImages(profile.id, imageIds) }]);
    const failure = failures?.[0]?.error;
    if (failure) throw failure;
  };
  const add = (file: File) => upload(file, 'moodboard_image', (fileId) => save([...ids, fileId]));

  return (
    <Paper variant="outlined" component="section" aria-label="Moodboard" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
          Moodboard
        </Typography>
        {profile.moodboardImages.length === 0 ? (
          <Typography color="text.secondary">
            Nog geen afbeeldingen. Laat met beelden zien wat je leuk vindt.
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {profile.moodboardImages.map((image) => (
              <Box key={image.id} sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={image.url}
                  alt={image.filename}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
                {editable ? (
                  <IconButton
                    aria-label={`${image.filename} verwijderen`}
                    disabled={saving}
                    onClick={() => void save(ids.filter((id) => id !== image.fileId)).catch(() => undefined)}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      right: 4,
                      bgcolor: 'background.paper',
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                    size="small"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
        {editable ? (
          <FileButton
            label="Afbeelding toevoegen"
            icon={<AddPhotoAlternateIcon />}
            busy={uploading}
            disabled={saving}
            accept={UPLOAD_RULES.moodboard_image.accept}
            onFile={(file) => void add(file)}
            sx={{ alignSelf: 'flex-start' }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
