import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { DEFAULT_HOST_THEME, themeLogoSx, useHostTheme } from '../../../lib/theme/get-theme';

/** The frame of the pages before login: the host's logo and name, a heading and a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const theme = useHostTheme().data ?? DEFAULT_HOST_THEME;
  const { logoUrl, splashImageUrl, organizationName } = theme.userInterface;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, overflow: 'hidden' }}>
        {splashImageUrl ? (
          <Box
            component="img"
            src={splashImageUrl}
            alt=""
            sx={{ display: 'block', width: '100%', height: { xs: 120, sm: 160 }, objectFit: 'cover' }}
          />
        ) : null}
        <Stack spacing={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {logoUrl ? (
              <Box component="img" src={logoUrl} alt={`Logo van ${organizationName}`} sx={themeLogoSx(40)} />
            ) : (
              <Box component="img" src="/icons/koers-mark.svg" alt="" sx={{ width: 40, height: 40 }} />
            )}
            <Typography component="p" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
              {organizationName}
            </Typography>
          </Stack>
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
