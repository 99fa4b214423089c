import { DEFAULT_PAGE_SIZE } from '@koers/shared/constants';
import { Alert, Box, CircularProgress, List, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PagePicker } from './page-picker';

/** The page a list screen keeps in its URL (`page`, from 1), and going to another. */
export function useUrlPage(): { page: number; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  return {
    page: Number(params.get('page') ?? '1') || 1,
    setPage: (page) => {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      setParams(next);
    },
  };
}

/**
 * A list screen's items as its query has them: loading, the error, what an empty list says, or
 * the items in a list; the page numbers (in the URL) under them.
 */
export function PagedQueryList<Item>({
  query,
  items,
  label,
  errorText,
  emptyText,
  count,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  items: Item[] | undefined;
  /** The list's accessible name. */
  label: string;
  errorText: string;
  emptyText: string;
  /** All items, on every page (DEFAULT_PAGE_SIZE a page, SPEC §9). */
  count: number | undefined;
  children: (item: Item) => ReactNode;
}) {
  const { page, setPage } = useUrlPage();
  return (
    <>
      {query.isPending ? (
        <Box role="status" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label="Bezig met laden" />
        </Box>
      ) : query.isError || !items ? (
        <Alert severity="error">{errorText}</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List aria-label={label} sx={{ bgcolor: 'background.paper' }}>
          {items.map(children)}
        </List>
      )}
      <PagePicker pages={Math.ceil((count ?? 0) / DEFAULT_PAGE_SIZE)} page={page} onPage={setPage} />
    </>
  );
}
