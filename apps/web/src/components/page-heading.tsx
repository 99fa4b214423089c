import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A screen's heading: its h1 and, below it, one line that says what the screen shows. */
export function PageHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Box>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {description}
      </Typography>
    </Box>
  );
}
