import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';

/**
 * How complete a profile is, as a meter (role="meter"): a measurement, not a task in progress,
 * so screen readers and the page-settled check do not take it for loading.
 */
export function CompletenessMeter({ value, label }: { value: number; label: string }) {
  const id = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { sm: 'center' }, width: '100%' }}
    >
      <Typography id={id} sx={{ minWidth: 170 }}>
        {label}
      </Typography>
      <Box
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4, bgcolor: 'action.selected', overflow: 'hidden', minWidth: 120 }}
      >
        <Box sx={{ width: `${value}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
    </Stack>
  );
}
