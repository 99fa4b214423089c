import { Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DEFAULT_HOST_THEME, useHostTheme } from '../lib/theme/get-theme';

/** Shown while the user context loads (SPEC §2.1): the theme's image and organisation name. */
export function SplashPage({ message, children }: { message?: string; children?: ReactNode }) {
  const theme = useHostTheme().data ?? DEFAULT_HOST_THEME;
  const image = theme.userInterface.splashImageUrl ?? theme.userInterface.logoUrl ?? '/icons/koers-mark.svg';
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
      }}
    >
      <Box
        component="img"
        src={image}
        alt={theme.userInterface.organizationName}
        sx={{ width: 160, maxWidth: '60vw', height: 'auto' }}
      />
      {children ?? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{message ?? 'Bezig met laden…'}</Typography>
        </Box>
      )}
    </Box>
  );
}
