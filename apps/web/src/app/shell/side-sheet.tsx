import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type SideSheetContent = { title: string; content: ReactNode };
type SideSheetApi = { open: (sheet: SideSheetContent) => void; close: () => void };

const SideSheetContext = createContext<SideSheetApi | null>(null);

/**
 * The side sheet of the shell (SPEC §2.1): a panel on the right that screens fill with
 * details; Escape, the close button or a click beside it closes it and focus returns.
 */
export function SideSheetProvider({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<SideSheetContent | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<SideSheetApi>(
    () => ({
      open: (next) => {
        setSheet(next);
        setOpen(true);
      },
      close,
    }),
    [close],
  );
  return (
    <SideSheetContext.Provider value={api}>
      {children}
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        // Above the app bar (a temporary drawer sits at the drawer level, under it).
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          paper: { sx: { width: { xs: '100%', sm: 400 } }, role: 'dialog', 'aria-labelledby': 'side-sheet-title' },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="side-sheet-title" variant="h2" component="h2" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
            {sheet?.title}
          </Typography>
          <IconButton onClick={close} aria-label="Sluiten" edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ p: 2, overflowY: 'auto' }}>{sheet?.content}</Box>
      </Drawer>
    </SideSheetContext.Provider>
  );
}

export function useSideSheet(): SideSheetApi {
  const api = useContext(SideSheetContext);
  if (!api) throw new Error('useSideSheet buiten de app-shell');
  return api;
}
