import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useEmployer } from '../api/get-employer';
import { useSaveEmployer } from '../api/save-employer';
import { EmployerForm } from '../components/employer-form';

/** `/employers/{id}/edit`: Werkgever wijzigen. */
export function EmployerEditRoute() {
  const { id = '' } = useParams();
  const { userContext } = useCurrentContext();
  const employer = useEmployer(id);
  const save = useSaveEmployer();
  const navigate = useNavigate();
  usePageTitle(employer.data ? `${employer.data.name} wijzigen` : 'Werkgever wijzigen');
  if (employer.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  const data = employer.data;
  if (!data) return <Alert severity="error">De werkgever kon niet worden geladen.</Alert>;
  if (!data.can.update) return <Alert severity="info">Je kunt deze werkgever niet wijzigen.</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      {/* The way back, as on the employer's other pages (its contacts). */}
      <PageCrumbs
        trail={[
          { label: 'Werkgevers Beheren', to: '/employers' },
          { label: data.name, to: `/employers/${data.id}` },
        ]}
        current="Wijzigen"
      />
      <Typography variant="h1" component="h1">
        Werkgever wijzigen
      </Typography>
      <EmployerForm
        defaultValues={{
          name: data.name,
          street: data.street ?? '',
          houseNumber: data.houseNumber ?? '',
          postalCode: data.postalCode ?? '',
          city: data.city ?? '',
          nationalId: data.nationalId ?? '',
          nationalBranchId: data.nationalBranchId ?? '',
          websiteUrl: data.websiteUrl ?? '',
        }}
        submitLabel="Opslaan"
        onCancel={() => navigate(`/employers/${data.id}`)}
        onSubmit={async (attributes) => {
          await save.mutateAsync({ organizationId: userContext.organization.id, id: data.id, attributes });
          enqueueSnackbar('De werkgever is opgeslagen.', { variant: 'success', survivesNavigation: true });
          navigate(`/employers/${data.id}`);
        }}
      />
    </Stack>
  );
}
