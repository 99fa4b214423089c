import {
  DOSSIER_ACCESS_FILTER_LABELS,
  DOSSIER_ACCESS_FILTERS,
  DOSSIER_VIEW_LABELS,
  DOSSIER_VIEWS,
  type DossierAccessFilter,
  type DossierView,
} from '@koers/shared/dossiers';
import { ListFilterBar, optionsOf, SelectFilter } from '../../../components/list-filter-bar';
import type { CoachOption } from '../api/get-dossier-lookups';

type Props = {
  view: DossierView;
  access: DossierAccessFilter;
  coach: string | null;
  search: string;
  /** Coaches to filter by; absent for a coach who sees only their own candidates. */
  coaches: CoachOption[] | null;
  onView: (view: DossierView) => void;
  onAccess: (access: DossierAccessFilter) => void;
  onCoach: (coach: string | null) => void;
  onSearch: (value: string) => void;
};

/** Views as tabs, then search, access filter and (for those who see everyone's) coach filter. */
export function DossierFilters(props: Props) {
  return (
    <ListFilterBar
      view={props.view}
      views={DOSSIER_VIEWS}
      viewLabels={DOSSIER_VIEW_LABELS}
      onView={props.onView}
      search={{ label: 'Zoek op naam of e-mailadres', value: props.search, onChange: props.onSearch }}
    >
      <SelectFilter
        label="Toegang"
        value={props.access}
        options={optionsOf(DOSSIER_ACCESS_FILTERS, DOSSIER_ACCESS_FILTER_LABELS)}
        onChange={props.onAccess}
        minWidth={220}
      />
      {props.coaches ? (
        <SelectFilter
          label="Coach"
          value={props.coach ?? 'all'}
          options={[
            { value: 'all', label: 'Alle coaches' },
            { value: 'me', label: 'Mijn kandidaten' },
            ...props.coaches.map((coach) => ({ value: coach.id, label: coach.name })),
          ]}
          onChange={(value) => props.onCoach(value === 'all' ? null : value)}
          minWidth={220}
        />
      ) : null}
    </ListFilterBar>
  );
}
