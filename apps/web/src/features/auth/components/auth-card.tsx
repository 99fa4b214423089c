import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { DEFAULT_HOST_THEME, useHostTheme } from '../../../lib/theme/get-theme';

/** The frame of the pages before login: the host's logo and name, a heading and a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const theme = useHostTheme().data ?? DEFAULT_HOST_THEME;
  const logo = theme.userInterface.logoUrl ?? '/icons/koers-mark.svg';
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box component="img" src={logo} alt="" sx={{ width: 40, height: 40 }} />
            <Typography component="p" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
              {theme.userInterface.organizationName}
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
