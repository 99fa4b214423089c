import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of a page (dossier, employer); `actions` sit at its top right. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        {/* Where title and actions do not fit on one line (a phone), the actions go to the next,
            whole: an action's label is never broken ('E-' above 'mailinstellingen'). */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1.5 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', flexGrow: 1 }}>
            {title}
          </Typography>
          {actions ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto', whiteSpace: 'nowrap' }}>
              {actions}
            </Box>
          ) : null}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
