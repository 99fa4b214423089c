import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSavedVacancies } from '../api/get-saved-vacancies';
import { useVacanciesById } from '../api/get-vacancies-by-id';
import { useVacancyStates } from '../api/get-vacancy-states';
import type { SavedVacancy } from '../api/vacancy-types';
import { SavedVacancyCard } from './saved-vacancy-card';
import { ALL_GROUPS, byGroup, stateGroups } from './state-groups';

/**
 * A candidate's saved vacancies as a board, one column per state group (SPEC §4): the candidate's
 * own (`dossierId` null) or a dossier's in dossier mode. `group` is the column the URL chose
 * (`tableTab`), or every column.
 */
export function SavedVacanciesBoard({
  dossierId,
  group,
  groupHref,
  vacancyHref,
  empty,
}: {
  dossierId: string | null;
  group: string;
  groupHref: (slug: string) => string;
  vacancyHref: (savedVacancy: SavedVacancy) => string | null;
  empty: ReactNode;
}) {
  const states = useVacancyStates();
  const saved = useSavedVacancies(dossierId ? { dossierId } : {});
  const idsOf = (type: SavedVacancy['vacancyType']) =>
    (saved.data?.items ?? []).filter((item) => item.vacancyType === type).map((item) => item.vacancyId);
  const refs = { external: idsOf('Vacancies::ExternalVacancy'), internal: idsOf('InternalVacancy') };
  const vacancies = useVacanciesById(refs);

  if (states.isPending || saved.isPending) return <CircularProgress aria-label="Opgeslagen vacatures laden" />;
  if (!states.data || !saved.data)
    return <Alert severity="error">De opgeslagen vacatures konden niet worden geladen.</Alert>;
  const items = saved.data.items;
  if (items.length === 0) return <>{empty}</>;

  const groups = stateGroups(states.data);
  const columns = byGroup(groups, states.data, items);
  const chosen = groups.find((candidate) => candidate.slug === group);
  const shown = chosen ? [chosen] : groups;
  return (
    <Stack spacing={2}>
      <Tabs
        value={chosen ? chosen.slug : ALL_GROUPS}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Opgeslagen vacatures per fase"
      >
        <Tab value={ALL_GROUPS} label={`Alle (${items.length})`} component={RouterLink} to={groupHref(ALL_GROUPS)} />
        {groups.map((candidate) => (
          <Tab
            key={candidate.slug}
            value={candidate.slug}
            label={`${candidate.label} (${columns.get(candidate.slug)?.length ?? 0})`}
            component={RouterLink}
            to={groupHref(candidate.slug)}
          />
        ))}
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: chosen
            ? 'minmax(0, 1fr)'
            : { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${shown.length}, minmax(0, 1fr))` },
        }}
      >
        {shown.map((column) => {
          const cards = columns.get(column.slug) ?? [];
          return (
            <Box component="section" key={column.slug} aria-labelledby={`kolom-${column.slug}`}>
              <Typography variant="h2" id={`kolom-${column.slug}`} sx={{ fontSize: '1.1rem', mb: 1 }}>
                {column.label} ({cards.length})
              </Typography>
              <Stack spacing={1.5}>
                {cards.length === 0 ? (
                  <Typography color="text.secondary">Hier staat nog niets.</Typography>
                ) : (
                  cards.map((item) => (
                    <SavedVacancyCard
                      key={item.id}
                      savedVacancy={item}
                      vacancy={vacancies.data?.get(item.vacancyId)}
                      vacancyLoading={vacancies.isPending && refs.external.length + refs.internal.length > 0}
                      states={states.data}
                      href={vacancyHref(item)}
                    />
                  ))
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
