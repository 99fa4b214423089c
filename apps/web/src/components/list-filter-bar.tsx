import { Stack, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { SearchField } from './search-field';
import { SelectField, type SelectOption } from './select-field';

/** A filter or sort as a select with its options (value → Dutch label). */
export function SelectFilter<Value extends string>({
  minWidth,
  onChange,
  ...select
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<SelectOption<Value>>;
  onChange: (value: Value) => void;
  minWidth: number;
}) {
  return <SelectField {...select} onChange={(value) => onChange(value as Value)} sx={{ minWidth }} />;
}

/** Options of a list of codes with their labels, for `SelectFilter`. */
export function optionsOf<Value extends string>(values: readonly Value[], labels: Record<Value, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * The filter bar of a management list (SPEC §4 views and filters): the views as tabs, then the
 * search field and the selects — on one line with the search, or the search on a line of its own.
 */
export function ListFilterBar<View extends string>(props: {
  view: View;
  views: readonly View[];
  viewLabels: Record<View, string>;
  onView: (view: View) => void;
  search: { label: string; value: string; onChange: (value: string) => void };
  searchOnOwnLine?: boolean;
  children: ReactNode;
}) {
  const search = <SearchField {...props.search} grow={!props.searchOnOwnLine} />;
  return (
    <Stack spacing={2}>
      <Tabs
        value={props.view}
        onChange={(_event, value: View) => props.onView(value)}
        aria-label="Weergave"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {props.views.map((view) => (
          <Tab key={view} value={view} label={props.viewLabels[view]} />
        ))}
      </Tabs>
      {props.searchOnOwnLine ? search : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {props.searchOnOwnLine ? null : search}
        {props.children}
      </Stack>
    </Stack>
  );
}
