import { List } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useSlicedLength } from '../../../lib/use-sliced-length';
import { AnyListItem, type AnyVacancy } from './any-vacancy-item';

/**
 * Cards built per commit when a list first arrives: each commit stays short on a phone (a card is
 * some 45 components with their styles).
 */
const LIST_SLICE = 2;

/**
 * The cards of a list, built a slice per commit when the list first arrives; a component of its
 * own, so that a slice's commit renders only the new cards (the cards are memoised), not the page.
 * The footer (the page picker) comes below once all cards are in, so that it never moves down.
 */
export function VacancyCards({
  items,
  dimmed,
  props,
  search,
  footer,
}: {
  items: AnyVacancy[];
  dimmed: boolean;
  props: ComponentProps<typeof AnyListItem>['props'];
  search: URLSearchParams;
  footer: ReactNode;
}) {
  const sliced = useSlicedLength(items.length, LIST_SLICE);
  return (
    <>
      <List disablePadding sx={{ opacity: dimmed ? 0.6 : 1 }}>
        {items.slice(0, sliced).map((item) => (
          <AnyListItem key={item.vacancy.id} item={item} props={props} search={search} />
        ))}
      </List>
      {sliced === items.length ? footer : null}
    </>
  );
}
