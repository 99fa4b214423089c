import { Alert, Box, Button, Chip, Link, Paper, Stack, ThemeProvider, Typography } from '@mui/material';
import { useMemo } from 'react';
import { createAppTheme } from '../../../lib/theme/create-app-theme';
import { type ThemePalette, themeLogoSx } from '../../../lib/theme/get-theme';

/** What the look is in Koers: the splash image, the app bar with the logo, buttons, a link, states and a message. */
export function ThemePreview({
  palette,
  organizationName,
  logoUrl,
  splashImageUrl,
}: {
  palette: ThemePalette;
  organizationName: string;
  logoUrl: string | null;
  splashImageUrl: string | null;
}) {
  const theme = useMemo(() => createAppTheme(palette), [palette]);
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        component="figure"
        aria-label="Voorbeeld van de huisstijl"
        sx={{ m: 0, overflow: 'hidden' }}
      >
        {splashImageUrl ? (
          <Box
            component="img"
            src={splashImageUrl}
            alt=""
            sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover' }}
          />
        ) : null}
        <Stack
          direction="row"
          spacing={1}
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5, alignItems: 'center' }}
        >
          <Box component="img" src={logoUrl ?? '/icons/koers-mark.svg'} alt="" sx={themeLogoSx(32)} />
          <Typography component="p" sx={{ fontWeight: 600 }} noWrap>
            {organizationName || 'Koers'}
          </Typography>
        </Stack>
        <Stack spacing={2} sx={{ p: 2, bgcolor: 'background.default' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" tabIndex={-1}>
              Opslaan
            </Button>
            <Button variant="contained" color="secondary" tabIndex={-1}>
              Nieuw dossier
            </Button>
            <Button variant="outlined" tabIndex={-1}>
              Annuleren
            </Button>
          </Stack>
          <Typography>
            Een tekst met een{' '}
            <Link href="#voorbeeld" tabIndex={-1} onClick={(event) => event.preventDefault()}>
              link
            </Link>{' '}
            erin.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip label="Geplaatst" color="success" />
            <Chip label="Loopt bijna af" color="warning" />
            <Chip label="Gestopt" color="error" />
          </Stack>
          <Alert severity="warning" variant="filled">
            Het abonnement loopt binnenkort af.
          </Alert>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
