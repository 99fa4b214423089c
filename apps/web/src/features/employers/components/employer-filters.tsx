import {
  EMPLOYER_ACCOUNT_MANAGER_FILTER_LABELS,
  EMPLOYER_ACCOUNT_MANAGER_FILTERS,
  EMPLOYER_EXPIRED_FILTER_LABELS,
  EMPLOYER_EXPIRED_FILTERS,
  EMPLOYER_SORT_LABELS,
  EMPLOYER_SORTS,
  EMPLOYER_VIEW_LABELS,
  EMPLOYER_VIEWS,
  type EmployerExpiredFilter,
  type EmployerSort,
  type EmployerView,
} from '@koers/shared/employers';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import type { AccountManager } from '../api/employer-types';

type Props = {
  view: EmployerView;
  expired: EmployerExpiredFilter;
  accountManager: string;
  sort: EmployerSort;
  searching: boolean;
  search: string;
  accountManagers: AccountManager[];
  onView: (view: EmployerView) => void;
  onExpired: (expired: EmployerExpiredFilter) => void;
  onAccountManager: (accountManager: string) => void;
  onSort: (sort: EmployerSort) => void;
  onSearch: (value: string) => void;
};

/** Views as tabs; then search, the expired and account-manager filters and the sort (SPEC §4). */
export function EmployerFilters(props: Props) {
  return (
    <Stack spacing={2}>
      <Tabs
        value={props.view}
        onChange={(_event, value: EmployerView) => props.onView(value)}
        aria-label="Weergave"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {EMPLOYER_VIEWS.map((view) => (
          <Tab key={view} value={view} label={EMPLOYER_VIEW_LABELS[view]} />
        ))}
      </Tabs>
      <TextField
        label="Zoek op naam, plaats, KvK-nummer of contactpersoon"
        type="search"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
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
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Vacatures"
          value={props.expired}
          onChange={(event) => props.onExpired(event.target.value as EmployerExpiredFilter)}
          sx={{ minWidth: 240 }}
        >
          {EMPLOYER_EXPIRED_FILTERS.map((expired) => (
            <MenuItem key={expired} value={expired}>
              {EMPLOYER_EXPIRED_FILTER_LABELS[expired]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Accountmanager"
          value={props.accountManager}
          onChange={(event) => props.onAccountManager(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {EMPLOYER_ACCOUNT_MANAGER_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {EMPLOYER_ACCOUNT_MANAGER_FILTER_LABELS[filter]}
            </MenuItem>
          ))}
          {props.accountManagers.map((manager) => (
            <MenuItem key={manager.id} value={manager.id}>
              {manager.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Sorteren op"
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as EmployerSort)}
          sx={{ minWidth: 200 }}
        >
          {EMPLOYER_SORTS.filter((sort) => sort !== 'rank' || props.searching).map((sort) => (
            <MenuItem key={sort} value={sort}>
              {EMPLOYER_SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
