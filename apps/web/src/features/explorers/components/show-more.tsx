import { Box, Button } from '@mui/material';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

/** Content cut at `height` px with 'Toon meer' / 'Toon minder' when it is taller (SPEC §9). */
export function ShowMore({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [tall, setTall] = useState(false);
  useLayoutEffect(() => {
    if (ref.current) setTall(ref.current.scrollHeight > height + 8);
  });
  return (
    <Box>
      <Box
        id={id}
        ref={ref}
        sx={{
          maxHeight: open || !tall ? 'none' : height,
          overflow: 'hidden',
          position: 'relative',
          ...(tall && !open
            ? {
                maskImage: 'linear-gradient(to bottom, black 70%, transparent)',
              }
            : {}),
        }}
      >
        {children}
      </Box>
      {tall ? (
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id}>
          {open ? 'Toon minder' : 'Toon meer'}
        </Button>
      ) : null}
    </Box>
  );
}
