import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { SaveSearchProps } from './save-search-dialog';

// The dialog with its form (react-hook-form, zod) loads at the first click: the explorer's first
// screen needs only the button (npm run bench:lighthouse, bench:bundle).
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/**
 * 'Zoekopdracht bewaren' (issue 38.5): keeps the explorer's search, every parameter of its URL,
 * under a name; the candidate then gets its new vacancies by e-mail, daily or weekly.
 */
export function SaveSearchButton(props: SaveSearchProps) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so what was typed survives closing it, as before.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        startIcon={<NotificationsActiveIcon />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Zoekopdracht bewaren
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SaveSearchDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
