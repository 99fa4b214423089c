import { Alert, Box, LinearProgress, List, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatNumber } from '../lib/format';

/** What a search finds, in Dutch: one and many. */
export type Noun = { one: string; many: string };

export const EMPLOYERS: Noun = { one: 'werkgever', many: 'werkgevers' };
export const VACANCIES: Noun = { one: 'vacature', many: 'vacatures' };

/** "1 werkgever", "1.234 werkgevers". */
export const countOf = (count: number, noun: Noun): string =>
  count === 1 ? `1 ${noun.one}` : `${formatNumber(count)} ${noun.many}`;

type Props<Item> = {
  query: { isFetching: boolean; isError: boolean; isPlaceholderData: boolean; data?: { count: number } | undefined };
  items: Item[] | undefined;
  noun: Noun;
  pager: ReactNode;
  fetchingBar?: boolean;
  children: (item: Item) => ReactNode;
};

/**
 * What a search found: the count above a list of it (dimmed while the next page loads) and the
 * page numbers under it; else the error, or that nothing was found. Nothing before the first answer.
 * With `fetchingBar`, a thin bar above it shows while the search fetches (and keeps its place).
 */
export function SearchResults<Item>(props: Props<Item>) {
  if (!props.fetchingBar) return <Found {...props} />;
  const label = `${props.noun.many.charAt(0).toUpperCase()}${props.noun.many.slice(1)} laden`;
  return (
    <>
      <Box sx={{ height: 4 }}>{props.query.isFetching ? <LinearProgress aria-label={label} /> : null}</Box>
      <Found {...props} />
    </>
  );
}

function Found<Item>({ query, items, noun, pager, children }: Props<Item>) {
  if (query.isError) {
    return <Alert severity="error">{`De ${noun.many} konden niet worden geladen. Probeer het later opnieuw.`}</Alert>;
  }
  if (!query.data || !items) return null;
  if (query.data.count === 0) return <Typography>{`Geen ${noun.many} gevonden.`}</Typography>;
  return (
    <Stack spacing={1} component="section" aria-label={noun.many.charAt(0).toUpperCase() + noun.many.slice(1)}>
      <Typography variant="body2" color="text.secondary" role="status">
        {countOf(query.data.count, noun)}
      </Typography>
      <List disablePadding sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {items.map(children)}
      </List>
      {pager}
    </Stack>
  );
}
