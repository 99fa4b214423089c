import {
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';

export type ListColumn<Item> = {
  key: string;
  header: ReactNode;
  cell: (item: Item) => ReactNode;
  align?: 'right';
  /** The column the list is sorted by, and how (for the header's aria-sort). */
  sortDirection?: 'asc' | 'desc' | false;
  nowrap?: boolean;
};

/** One item on a phone: an optional avatar, a primary line (the link) and what follows below it. */
export type NarrowItem = { avatar?: ReactNode; primary: ReactNode; secondary: ReactNode };

type Props<Item> = {
  /** The accessible name of the table and of the phone's list. */
  label: string;
  items: Item[];
  itemKey: (item: Item) => string;
  columns: ListColumn<Item>[];
  narrow: (item: Item) => NarrowItem;
  count: number;
  /** 1-based, as in the URL. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

const PAGE_LABELS = {
  first: 'Eerste pagina',
  last: 'Laatste pagina',
  next: 'Volgende pagina',
  previous: 'Vorige pagina',
};

/**
 * A paged list of the management screens (Kandidaten Beheren, Werkgevers Beheren): a table with
 * these columns, and on a phone — where the columns do not fit — one list item per row; the
 * page under both, in Dutch.
 */
export function PagedListTable<Item>({
  label,
  items,
  itemKey,
  columns,
  narrow,
  count,
  page,
  pageSize,
  onPage,
}: Props<Item>) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const pagination = (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next + 1)}
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} van ${total}`}
      getItemAriaLabel={(type) => PAGE_LABELS[type]}
    />
  );
  if (isNarrow) {
    return (
      <Paper variant="outlined">
        <List aria-label={label} disablePadding>
          {items.map((item) => {
            const { avatar, primary, secondary } = narrow(item);
            return (
              <ListItem key={itemKey(item)} divider alignItems={avatar ? 'flex-start' : 'center'}>
                {avatar ? <ListItemAvatar>{avatar}</ListItemAvatar> : null}
                <ListItemText disableTypography primary={primary} secondary={secondary} />
              </ListItem>
            );
          })}
        </List>
        {pagination}
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={label} size="small" sx={{ '& td, & th': { px: 1.5, py: 1.25 } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={column.sortDirection ?? false}
                  sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={itemKey(item)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
