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
import { ListFilterBar, optionsOf, SelectFilter } from '../../../components/list-filter-bar';
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
    <ListFilterBar
      view={props.view}
      views={EMPLOYER_VIEWS}
      viewLabels={EMPLOYER_VIEW_LABELS}
      onView={props.onView}
      search={{
        label: 'Zoek op naam, plaats, KvK-nummer of contactpersoon',
        value: props.search,
        onChange: props.onSearch,
      }}
      searchOnOwnLine
    >
      <SelectFilter
        label="Vacatures"
        value={props.expired}
        options={optionsOf(EMPLOYER_EXPIRED_FILTERS, EMPLOYER_EXPIRED_FILTER_LABELS)}
        onChange={props.onExpired}
        minWidth={240}
      />
      <SelectFilter
        label="Accountmanager"
        value={props.accountManager}
        options={[
          ...optionsOf(EMPLOYER_ACCOUNT_MANAGER_FILTERS, EMPLOYER_ACCOUNT_MANAGER_FILTER_LABELS),
          ...props.accountManagers.map((manager) => ({ value: manager.id, label: manager.name })),
        ]}
        onChange={props.onAccountManager}
        minWidth={260}
      />
      <SelectFilter
        label="Sorteren op"
        value={props.sort}
        options={optionsOf(
          EMPLOYER_SORTS.filter((sort) => sort !== 'rank' || props.searching),
          EMPLOYER_SORT_LABELS,
        )}
        onChange={props.onSort}
        minWidth={200}
      />
    </ListFilterBar>
  );
}
