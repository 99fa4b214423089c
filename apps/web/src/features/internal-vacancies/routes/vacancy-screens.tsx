import { employerProfilePath } from '@koers/shared/permissions/employer.policy';
import BlockIcon from '@mui/icons-material/Block';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Autocomplete,
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useEmployerOptions, useVacancyContactOptions, useVacancyEmployer } from '../api/form-lookups';
import { useInternalVacancies } from '../api/get-internal-vacancies';
import { useInternalVacancy } from '../api/get-internal-vacancy';
import { useSaveInternalVacancy, useSetInternalVacancyClosed } from '../api/save-internal-vacancy';
import { InternalVacancyDetail } from '../components/internal-vacancy-detail';
import { VacancyStateChip } from '../components/vacancy-state-chip';
import { type VacancyPlace, vacancyPaths } from './vacancy-paths';

// The form (with its rich-text editor) loads only on the new and edit pages: the vacancy's own
// page, which shares this module, stays within the 80 KB route budget of bench:bundle.
const InternalVacancyForm = lazy(() =>
  import('../components/internal-vacancy-form').then((module) => ({ default: module.InternalVacancyForm })),
);

// Its own breadcrumb rather than the shared PageCrumbs, chosen when this route stood at the 80 KB
// budget of bench:bundle (before the form was split off).
function Crumbs({ place, employerName, current }: { place: VacancyPlace; employerName: string; current: string }) {
  return (
    <Breadcrumbs aria-label="Kruimelpad">
      {place.employerId ? (
        <Link component={RouterLink} to="/employers">
          Werkgevers Beheren
        </Link>
      ) : null}
      <Link component={RouterLink} to={vacancyPaths.list(place)}>
        {place.employerId ? employerName : 'Vacatures Beheren'}
      </Link>
      <Typography color="text.primary">{current}</Typography>
    </Breadcrumbs>
  );
}

const Loading = () => <CircularProgress aria-label="Bezig met laden" />;

/**
 * The employer a new vacancy is for, with its contacts when the actor may read them: on the
 * employer's page the one in the path; for an employer contact their own; for an account
 * manager under Vacatures Beheren the one they pick.
 */
function useNewVacancyEmployer(place: VacancyPlace) {
  const { actor } = useCurrentContext();
  const contact = actor.userType === 'contact';
  const [picked, setPicked] = useState<{ id: string; name: string; city: string | null } | null>(null);
  const own = useInternalVacancies({ employerId: null, state: null, page: 1 });
  const employerId = place.employerId ?? (contact ? (own.data?.employerId ?? null) : (picked?.id ?? null));
  const employer = useVacancyEmployer(contact ? null : employerId);
  const colleagues = useVacancyContactOptions(contact ? employerId : null);
  const ownEmployer =
    contact && own.data?.employerId
      ? {
          id: own.data.employerId,
          name: own.data.employerName ?? '',
          city: null,
          archived: false,
          contacts: colleagues.data ?? null,
        }
      : null;
  return {
    employerId,
    employer: contact ? ownEmployer : (employer.data ?? null),
    pending: contact
      ? own.isPending || (employerId !== null && colleagues.isPending)
      : employerId !== null && employer.isPending,
    picking: !place.employerId && !contact,
    picked,
    setPicked,
  };
}

function EmployerPicker({
  value,
  onChange,
}: {
  value: { id: string; name: string; city: string | null } | null;
  onChange: (value: { id: string; name: string; city: string | null } | null) => void;
}) {
  const { userContext } = useCurrentContext();
  const [input, setInput] = useState('');
  const options = useEmployerOptions(userContext.organization.id, input, true);
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options.data ?? []}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (option.city ? `${option.name} (${option.city})` : option.name)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText="Geen werkgevers gevonden"
      renderInput={(params) => <TextField {...params} label="Werkgever" required />}
    />
  );
}

/** A numbered step of a form: a section under its own heading. */
function FormStep({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem' }}>
        {heading}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Under Vacatures Beheren an account manager first picks the employer, so the page shows two
 * steps: the employer, then the vacancy's details, which appear only once an employer is chosen
 * (nothing can be saved without one).
 */
function EmployerFirstSteps({ picker, children }: { picker: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography>
        Voor welke werkgever is de vacature? Kies eerst de werkgever; daarna vul je de gegevens van de vacature in.
      </Typography>
      <FormStep id="stap-werkgever" heading="1. Werkgever">
        {picker}
      </FormStep>
      <FormStep id="stap-vacature" heading="2. Vacaturegegevens">
        {children}
      </FormStep>
    </>
  );
}

function NewVacancy({ place }: { place: VacancyPlace }) {
  usePageTitle('Vacature toevoegen');
  const navigate = useNavigate();
  const save = useSaveInternalVacancy();
  const target = useNewVacancyEmployer(place);
  const employerName = target.employer?.name ?? '';
  const form = (
    <>
      {target.pending ? <Loading /> : null}
      {target.employerId && target.employer ? (
        target.employer.archived ? (
          <Alert severity="warning">Deze werkgever is gearchiveerd; er kunnen geen vacatures bij.</Alert>
        ) : (
          <Suspense fallback={<Loading />}>
            <InternalVacancyForm
              key={target.employerId}
              vacancy={null}
              employer={target.employer}
              submitLabel="Vacature toevoegen"
              onCancel={() => navigate(vacancyPaths.list(place))}
              onSubmit={async ({ attributes, relations }) => {
                const id = await save.mutateAsync({
                  employerId: target.employerId ?? '',
                  id: null,
                  attributes,
                  relations,
                });
                enqueueSnackbar('De vacature is toegevoegd.', { variant: 'success', survivesNavigation: true });
                navigate(vacancyPaths.detail(place, id));
              }}
            />
          </Suspense>
        )
      ) : null}
    </>
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Crumbs place={place} employerName={employerName} current="Vacature toevoegen" />
      <Box>
        <Typography variant="h1" component="h1">
          Vacature toevoegen
        </Typography>
        {employerName && !target.picking ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Voor {employerName}
          </Typography>
        ) : null}
      </Box>
      {target.picking ? (
        <EmployerFirstSteps picker={<EmployerPicker value={target.picked} onChange={target.setPicked} />}>
          {target.employerId ? (
            form
          ) : (
            <Typography color="text.secondary">
              De gegevens van de vacature verschijnen hier zodra je een werkgever hebt gekozen.
            </Typography>
          )}
        </EmployerFirstSteps>
      ) : (
        form
      )}
    </Stack>
  );
}

function ClosedAction({ vacancyId, closed }: { vacancyId: string; closed: boolean }) {
  const setClosed = useSetInternalVacancyClosed();
  return (
    <Button
      variant="outlined"
      startIcon={closed ? <ReplayIcon /> : <BlockIcon />}
      disabled={setClosed.isPending}
      onClick={() =>
        setClosed.mutate(
          { id: vacancyId, closed: !closed },
          {
            onSuccess: () =>
              enqueueSnackbar(closed ? 'De vacature is heropend.' : 'De vacature is gesloten.', {
                variant: 'success',
              }),
          },
        )
      }
    >
      {closed ? 'Heropenen' : 'Sluiten'}
    </Button>
  );
}

function VacancyPage({ place, below }: { place: VacancyPlace; below?: (vacancyId: string) => ReactNode }) {
  const params = useParams();
  const id = (place.employerId ? params.vacancyId : params.id) ?? '';
  const vacancy = useInternalVacancy(id);
  const { actor } = useCurrentContext();
  usePageTitle(vacancy.data?.title ?? 'Vacature');
  if (vacancy.isPending) return <Loading />;
  if (!vacancy.data) return <Alert severity="error">De vacature kon niet worden geladen.</Alert>;
  const data = vacancy.data;
  // SPEC §5/§6: under Vacatures Beheren the employer's profile, by the same rule as the explorers'
  // button (only with the internal-employers view feature); on the employer's page it is the page itself.
  const profile = place.employerId ? null : employerProfilePath(actor, data.employerId);
  return (
    <Stack spacing={3}>
      <Crumbs place={place} employerName={data.employerName} current={data.title} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" component="h1">
              {data.title}
            </Typography>
            <VacancyStateChip state={data.state} />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {[data.employerName, data.city].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {data.can.update ? (
            <Button
              component={RouterLink}
              to={vacancyPaths.edit(place, data.id)}
              variant="contained"
              startIcon={<EditIcon />}
            >
              Wijzigen
            </Button>
          ) : null}
          {data.can.close || data.can.reopen ? <ClosedAction vacancyId={data.id} closed={data.can.reopen} /> : null}
          {profile ? (
            <Button component={RouterLink} to={profile} variant="outlined" startIcon={<BusinessIcon />}>
              Werkgeversprofiel
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <InternalVacancyDetail vacancy={data} />
      {below?.(data.id)}
    </Stack>
  );
}

function EditVacancy({ place }: { place: VacancyPlace }) {
  const params = useParams();
  const id = (place.employerId ? params.vacancyId : params.id) ?? '';
  const { actor } = useCurrentContext();
  const navigate = useNavigate();
  const vacancy = useInternalVacancy(id);
  const contact = actor.userType === 'contact';
  const employer = useVacancyEmployer(contact ? null : (vacancy.data?.employerId ?? null));
  // An employer contact may name a colleague: the employer's contacts as the vacancy routes give them.
  const colleagues = useVacancyContactOptions(contact ? (vacancy.data?.employerId ?? null) : null);
  const save = useSaveInternalVacancy();
  usePageTitle('Vacature wijzigen');
  if (vacancy.isPending || (contact ? colleagues.isPending : employer.isPending)) return <Loading />;
  if (!vacancy.data) return <Alert severity="error">De vacature kon niet worden geladen.</Alert>;
  const data = vacancy.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Crumbs place={place} employerName={data.employerName} current="Wijzigen" />
      <Typography variant="h1" component="h1">
        Vacature wijzigen
      </Typography>
      {data.can.update ? (
        <Suspense fallback={<Loading />}>
          <InternalVacancyForm
            vacancy={data}
            employer={{
              name: data.employerName,
              city: data.city,
              contacts: (contact ? colleagues.data : employer.data?.contacts) ?? null,
            }}
            submitLabel="Opslaan"
            onCancel={() => navigate(vacancyPaths.detail(place, data.id))}
            onSubmit={async ({ attributes, relations }) => {
              await save.mutateAsync({ employerId: data.employerId, id: data.id, attributes, relations });
              enqueueSnackbar('De vacature is opgeslagen.', { variant: 'success', survivesNavigation: true });
              navigate(vacancyPaths.detail(place, data.id));
            }}
          />
        </Suspense>
      ) : (
        <Alert severity="info">Deze vacature kan niet meer worden gewijzigd.</Alert>
      )}
    </Stack>
  );
}

const MANAGED: VacancyPlace = { employerId: null };

/** `/employer_vacancies/new`. */
export function EmployerVacancyNewRoute() {
  return <NewVacancy place={MANAGED} />;
}

/** `/employer_vacancies/{id}`; `below` adds the proposed candidates (composed by the app). */
export function EmployerVacancyRoute({ below }: { below?: (vacancyId: string) => ReactNode } = {}) {
  return <VacancyPage place={MANAGED} {...(below ? { below } : {})} />;
}

/** `/employer_vacancies/{id}/edit`. */
export function EmployerVacancyEditRoute() {
  return <EditVacancy place={MANAGED} />;
}

/** `/employers/{id}/new`: a new vacancy of this employer. */
export function EmployerPageVacancyNewRoute() {
  const { id = '' } = useParams();
  return <NewVacancy place={{ employerId: id }} />;
}

/** `/employers/{id}/vacancies/{vacancyId}`. */
export function EmployerPageVacancyRoute() {
  const { id = '' } = useParams();
  return <VacancyPage place={{ employerId: id }} />;
}

/** `/employers/{id}/vacancies/{vacancyId}/edit`. */
export function EmployerPageVacancyEditRoute() {
  const { id = '' } = useParams();
  return <EditVacancy place={{ employerId: id }} />;
}
