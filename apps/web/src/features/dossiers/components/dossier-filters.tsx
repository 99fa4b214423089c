import {
  DOSSIER_ACCESS_FILTER_LABELS,
  DOSSIER_ACCESS_FILTERS,
  DOSSIER_VIEW_LABELS,
  DOSSIER_VIEWS,
  type DossierAccessFilter,
  type DossierView,
} from '@koers/shared/dossiers';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
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
    <Stack spacing={2}>
      <Tabs
        value={props.view}
        onChange={(_event, value: DossierView) => props.onView(value)}
        aria-label="Weergave"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {DOSSIER_VIEWS.map((view) => (
          <Tab key={view} value={view} label={DOSSIER_VIEW_LABELS[view]} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Zoek op naam of e-mailadres"
          type="search"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
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
        <TextField
          select
          label="Toegang"
          value={props.access}
          onChange={(event) => props.onAccess(event.target.value as DossierAccessFilter)}
          sx={{ minWidth: 220 }}
        >
          {DOSSIER_ACCESS_FILTERS.map((access) => (
            <MenuItem key={access} value={access}>
              {DOSSIER_ACCESS_FILTER_LABELS[access]}
            </MenuItem>
          ))}
        </TextField>
        {props.coaches ? (
          <TextField
            select
            label="Coach"
            value={props.coach ?? 'all'}
            onChange={(event) => props.onCoach(event.target.value === 'all' ? null : event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="all">Alle coaches</MenuItem>
            <MenuItem value="me">Mijn kandidaten</MenuItem>
            {props.coaches.map((coach) => (
              <MenuItem key={coach.id} value={coach.id}>
                {coach.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </Stack>
  );
}
