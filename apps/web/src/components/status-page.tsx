import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** A full-width message page (not found, no access, extra security): a heading, text and actions. */
export function StatusPage({
  title,
  icon,
  children,
  actions,
}: {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, width: '100%' }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {icon}
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {children}
          {actions ? (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
