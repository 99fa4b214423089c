import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PagePicker } from '../../../components/page-picker';
import { SectionCard } from '../../../components/section-card';
import { INTERNAL_VACANCY_PAGE_SIZE, useInternalVacancies } from '../api/get-internal-vacancies';
import { vacancyPaths } from '../routes/vacancy-paths';
import { InternalVacancyTable } from './internal-vacancy-table';

/** The employer page's Vacatures card: its internal vacancies in every state, and Vacature toevoegen. */
export function EmployerVacanciesSection({ employerId, canAdd }: { employerId: string; canAdd: boolean }) {
  const [page, setPage] = useState(1);
  const vacancies = useInternalVacancies({ employerId, state: null, page });
  const place = { employerId };
  const count = vacancies.data?.count ?? 0;
  return (
    <SectionCard
      title="Vacatures"
      actions={
        canAdd ? (
          <Button component={RouterLink} to={vacancyPaths.create(place)} size="small" startIcon={<AddIcon />}>
            Vacature toevoegen
          </Button>
        ) : undefined
      }
    >
      {vacancies.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : vacancies.isError ? (
        <Alert severity="info">De vacatures van deze werkgever zijn niet beschikbaar.</Alert>
      ) : count === 0 ? (
        <Alert severity="info">Deze werkgever heeft nog geen vacatures.</Alert>
      ) : (
        <Stack spacing={1}>
          <InternalVacancyTable
            vacancies={vacancies.data?.vacancies ?? []}
            hrefOf={(vacancy) => vacancyPaths.detail(place, vacancy.id)}
            showEmployer={false}
            caption="Vacatures van de werkgever"
          />
          <PagePicker pages={Math.ceil(count / INTERNAL_VACANCY_PAGE_SIZE)} page={page} onPage={setPage} />
        </Stack>
      )}
    </SectionCard>
  );
}
