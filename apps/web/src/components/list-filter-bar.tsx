import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Stack, Tab, Tabs, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { SelectField, type SelectOption } from './select-field';

/** A search field with the search icon; the list searches as its page decides (in the URL). */
export function SearchField({
  label,
  value,
  onChange,
  grow = false,
  fullWidth = false,
  size,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Takes the room left in a row of filters. */
  grow?: boolean;
  fullWidth?: boolean;
  size?: 'small';
}) {
  return (
    <TextField
      label={label}
      fullWidth={fullWidth}
      {...(size ? { size } : {})}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={grow ? { flexGrow: 1 } : undefined}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

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
