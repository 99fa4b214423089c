import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A details list (`<dl>`) with one column of labels as wide as the longest, so every value starts
 * at the same place; on a phone each label stands above its value.
 */
export function DetailRows({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {children}
    </Box>
  );
}

/** One label and its value in `DetailRows`; an empty value shows a dash. */
export function DetailRow({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </>
  );
}
