import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the start page: a heading and what the feature has to show. */
export function HomeCardFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1.5, fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
