import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useInternetEmployer } from '../api/get-internet-employer';
import { useSaveEmployer } from '../api/save-employer';
import { EMPTY_EMPLOYER, EmployerForm, type EmployerFormValues } from '../components/employer-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/employers/new`: with `continueFromSearch` the search's terms (companyName, cityName) fill the
 * form, and when it names an internet employer its name, place, KvK number and website do.
 */
export function EmployerNewRoute() {
  usePageTitle('Nieuwe werkgever');
  const { userContext } = useCurrentContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useSaveEmployer();
  const continueFrom = params.get('continueFromSearch');
  const internetId = continueFrom && UUID.test(continueFrom) ? continueFrom : null;
  const internet = useInternetEmployer(internetId);

  const fromSearch: EmployerFormValues = {
    ...EMPTY_EMPLOYER,
    name: continueFrom ? (params.get('companyName') ?? '') : '',
    city: continueFrom ? (params.get('cityName') ?? '') : '',
  };
  if (/^\d{8}$/.test(fromSearch.name.replace(/[\s.]/g, ''))) {
    fromSearch.nationalId = fromSearch.name;
    fromSearch.name = '';
  }
  const defaults: EmployerFormValues = internet.data
    ? {
        ...fromSearch,
        name: internet.data.name,
        city: internet.data.city ?? fromSearch.city,
        nationalId: internet.data.cocNumber ?? '',
        websiteUrl: internet.data.websiteUrl ?? '',
      }
    : fromSearch;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageCrumbs trail={[{ label: 'Werkgevers Beheren', to: '/employers' }]} current="Nieuwe werkgever" />
      <Box>
        <Typography variant="h1" component="h1">
          Nieuwe werkgever
        </Typography>
        {internet.data ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            De gegevens van {internet.data.name} uit vacatures op internet zijn overgenomen. Vul aan wat ontbreekt.
          </Typography>
        ) : null}
      </Box>
      {internetId && internet.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : (
        <EmployerForm
          key={internet.data?.id ?? 'empty'}
          defaultValues={defaults}
          submitLabel="Werkgever toevoegen"
          onCancel={() => navigate(-1)}
          onSubmit={async (attributes) => {
            const id = await save.mutateAsync({ organizationId: userContext.organization.id, id: null, attributes });
            enqueueSnackbar('De werkgever is toegevoegd.', { variant: 'success', survivesNavigation: true });
            navigate(`/employers/${id}`);
          }}
        />
      )}
    </Stack>
  );
}
