import { formatDate } from '@koers/shared/calendar';
import { Box, Button, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';

/** SPEC §4: availability level 1 red, 2 orange, 3 and 4 green. */
export function availabilityColor(level: number): 'error' | 'warning' | 'success' {
  if (level <= 1) return 'error';
  if (level === 2) return 'warning';
  return 'success';
}

export function AvailabilityDot({ level }: { level: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: `${availabilityColor(level)}.main`,
        flexShrink: 0,
      }}
    />
  );
}

/** The status popover of the detail: how likely the vacancy is still open, and why. */
export function AvailabilityPopover({
  level,
  label,
  postedAt,
  validThrough,
}: {
  level: number;
  label: string;
  postedAt: string;
  validThrough: string | null;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={availabilityColor(level)}
        startIcon={<AvailabilityDot level={level} />}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-availability={level}
        // The colour is in the dot and the border; the text stays dark (orange text on white fails contrast).
        sx={{ color: 'text.primary' }}
      >
        {label}
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack spacing={0.5} sx={{ p: 2, maxWidth: 320 }}>
          <Typography variant="subtitle2">Status: {label}</Typography>
          <Typography variant="body2">Geplaatst op {formatDate(postedAt)}.</Typography>
          <Typography variant="body2">
            {validThrough ? `Sluit op ${formatDate(validThrough)}.` : 'Er is geen sluitingsdatum bekend.'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Hoe ouder een vacature zonder sluitingsdatum, hoe groter de kans dat ze al vervuld is.
          </Typography>
        </Stack>
      </Popover>
    </>
  );
}
