import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One label and value of a details list (`<dl>`); an empty value shows a dash. */
export function DetailItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}
