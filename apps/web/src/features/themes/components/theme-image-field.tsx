import { THEME_IMAGE_LABELS, THEME_IMAGE_RULE, type ThemeImageKind } from '@koers/shared/schemas/theme.schema';
import { formatMegabytes } from '@koers/shared/uploads';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FileButton } from '../../../components/file-button';
import { isApiError } from '../../../lib/api-client';
import { useThemeImage } from '../api/managed-themes';

const HELP: Record<ThemeImageKind, string> = {
  logo: 'In de balk bovenaan en op de inlogpagina.',
  splash_image: 'Boven het inlogscherm en tijdens het laden.',
};

/**
 * The logo or splash image of a host (issue 39.2): chosen, it is stored at once and shown in the
 * preview; the server checks type and size, and its refusal shows here.
 */
export function ThemeImageField({ themeId, kind, url }: { themeId: string; kind: ThemeImageKind; url: string | null }) {
  const mutation = useThemeImage(themeId, kind);
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();
  const label = THEME_IMAGE_LABELS[kind];
  const save = async (file: File | null) => {
    setError(null);
    if (file && file.size > THEME_IMAGE_RULE.maxBytes) {
      setError(`${label} niet opgeslagen: de afbeelding is groter dan ${formatMegabytes(THEME_IMAGE_RULE.maxBytes)}.`);
      return;
    }
    try {
      await mutation.mutateAsync(file);
    } catch (failure) {
      if (isApiError(failure, 422)) setError(failure.message);
    }
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby={`${helpId}-title`}>
      <Typography id={`${helpId}-title`} component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 120,
            height: 72,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.100',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {url ? (
            <Box
              component="img"
              src={url}
              alt={`Huidige ${label.toLowerCase()}`}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Geen
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FileButton
            label={url ? `Ander${kind === 'logo' ? '' : 'e'} ${label.toLowerCase()} kiezen` : `${label} kiezen`}
            busyLabel="Bezig met opslaan…"
            busy={mutation.isPending}
            accept={THEME_IMAGE_RULE.accept}
            icon={<ImageOutlinedIcon />}
            onFile={(file) => void save(file)}
          />
          {url ? (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              disabled={mutation.isPending}
              onClick={() => void save(null)}
            >
              {`${label} verwijderen`}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {HELP[kind]} {THEME_IMAGE_RULE.formats}, hoogstens {formatMegabytes(THEME_IMAGE_RULE.maxBytes)}.
      </Typography>
      {error ? (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      ) : null}
    </Stack>
  );
}
