import type { Bucket } from '@koers/shared/occupations';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One tile of the occupation card: a heading and its figures. */
export function OccupationTile({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, gridColumn: wide ? { md: 'span 2' } : undefined, minWidth: 0 }}
    >
      <Typography variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Buckets as a list of shares with a bar each (the bar repeats the number, so it is hidden from screen readers). */
export function BucketList({ buckets, label }: { buckets: Bucket[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {buckets.map((bucket) => (
        <Box component="li" key={bucket.code}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">{bucket.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {bucket.percentage} %
            </Typography>
          </Box>
          <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${bucket.percentage}%`, bgcolor: 'primary.main' }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
