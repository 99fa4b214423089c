import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { StartConversationButton } from '../../../components/start-conversation-button';
import { formatNumber } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useContact, useRelocateVacancies, useSaveContact } from '../api/contacts';
import { useEmployer } from '../api/get-employer';
import { ContactAccessCard } from '../components/contact-access-card';
import { ContactForm } from '../components/contact-form';

function EmployerCrumbs({
  employerId,
  employerName,
  current,
}: {
  employerId: string;
  employerName: string;
  current: string;
}) {
  return (
    <PageCrumbs
      trail={[
        { label: 'Werkgevers Beheren', to: '/employers' },
        { label: employerName, to: `/employers/${employerId}` },
      ]}
      current={current}
    />
  );
}

function vacanciesText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'vacature' : 'vacatures'}`;
}

/** `/employers/{id}/contacts/new`: Contactpersoon toevoegen. */
export function ContactNewRoute() {
  usePageTitle('Contactpersoon toevoegen');
  const { id = '' } = useParams();
  const employer = useEmployer(id);
  const save = useSaveContact();
  const navigate = useNavigate();
  if (!employer.data)
    return <LoadState pending={employer.isPending} errorText="De werkgever kon niet worden geladen." />;
  return (
    <CrumbedPage
      crumbs={<EmployerCrumbs employerId={id} employerName={employer.data.name} current="Contactpersoon toevoegen" />}
      title="Contactpersoon toevoegen"
      maxWidth={760}
    >
      <ContactForm
        defaultValues={{ name: '', email: '', phone: '' }}
        submitLabel="Contactpersoon toevoegen"
        onCancel={() => navigate(`/employers/${id}`)}
        onSubmit={async (attributes) => {
          const contactId = await save.mutateAsync({ employerId: id, id: null, attributes });
          enqueueSnackbar('De contactpersoon is toegevoegd.', { variant: 'success', survivesNavigation: true });
          navigate(`/employers/${id}/contacts/${contactId}`);
        }}
      />
    </CrumbedPage>
  );
}

/** `/employers/{id}/contacts/{contactId}`: the contact, how to reach them, their vacancies. */
export function ContactRoute() {
  const { id = '', contactId = '' } = useParams();
  const contact = useContact(contactId);
  usePageTitle(contact.data?.name ?? 'Contactpersoon');
  if (contact.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  const data = contact.data;
  if (!data) return <Alert severity="error">De contactpersoon kon niet worden geladen.</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <EmployerCrumbs employerId={id} employerName={data.employerName} current={data.name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          {data.name}
        </Typography>
        {data.can.update ? (
          <Button
            component={RouterLink}
            to={`/employers/${id}/contacts/${data.id}/edit`}
            variant="contained"
            startIcon={<EditIcon />}
          >
            Wijzigen
          </Button>
        ) : null}
      </Stack>
      <SectionCard title="Contactgegevens">
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EmailIcon color="action" aria-hidden />
            {data.email ? (
              <Link href={`mailto:${data.email}`}>{data.email}</Link>
            ) : (
              <Typography>E-mailadres niet bekend</Typography>
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneIcon color="action" aria-hidden />
            {data.phone ? (
              <Link href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</Link>
            ) : (
              <Typography>Telefoonnummer niet bekend</Typography>
            )}
          </Stack>
          <StartConversationButton partnerId={data.conversationPartnerId} name={data.name} userType="contact" />
        </Stack>
      </SectionCard>
      <ContactAccessCard contact={data} />
      <SectionCard title="Vacatures">
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            {data.name} is contactpersoon van {vacanciesText(data.vacancyCount)}.
          </Typography>
          {data.can.update && data.vacancyCount > 0 ? (
            <Button
              component={RouterLink}
              to={`/employers/${id}/contacts/${data.id}/relocate-vacancies`}
              variant="outlined"
              startIcon={<MoveUpIcon />}
            >
              Vacatures verplaatsen
            </Button>
          ) : null}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** `/employers/{id}/contacts/{contactId}/edit`. */
export function ContactEditRoute() {
  const { id = '', contactId = '' } = useParams();
  const contact = useContact(contactId);
  const save = useSaveContact();
  const navigate = useNavigate();
  usePageTitle('Contactpersoon wijzigen');
  if (contact.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  const data = contact.data;
  if (!data) return <Alert severity="error">De contactpersoon kon niet worden geladen.</Alert>;
  const back = `/employers/${id}/contacts/${data.id}`;
  return (
    <CrumbedPage
      crumbs={<EmployerCrumbs employerId={id} employerName={data.employerName} current={data.name} />}
      title="Contactpersoon wijzigen"
      maxWidth={760}
    >
      <ContactForm
        defaultValues={{ name: data.name, email: data.email ?? '', phone: data.phone ?? '' }}
        submitLabel="Opslaan"
        onCancel={() => navigate(back)}
        onSubmit={async (attributes) => {
          await save.mutateAsync({ employerId: id, id: data.id, attributes });
          enqueueSnackbar('De contactpersoon is opgeslagen.', { variant: 'success', survivesNavigation: true });
          navigate(back);
        }}
      />
    </CrumbedPage>
  );
}

/** `/employers/{employerId}/contacts/{contactId}/relocate-vacancies`: all vacancies to another contact. */
export function ContactRelocateVacanciesRoute() {
  const { employerId = '', contactId = '' } = useParams();
  const contact = useContact(contactId);
  const employer = useEmployer(employerId);
  const relocate = useRelocateVacancies(contactId);
  const navigate = useNavigate();
  const [target, setTarget] = useState('');
  usePageTitle('Vacatures verplaatsen');
  if (contact.isPending || employer.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  const data = contact.data;
  if (!data || !employer.data) return <Alert severity="error">De contactpersoon kon niet worden geladen.</Alert>;
  const others = employer.data.contacts.filter((other) => other.id !== data.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    relocate.mutate(target, {
      // The new contact's page shows the vacancies it now has (a snackbar would end with the navigation).
      onSuccess: () => navigate(`/employers/${employerId}/contacts/${target}`),
    });
  };
  return (
    <CrumbedPage
      crumbs={
        <EmployerCrumbs employerId={employerId} employerName={data.employerName} current="Vacatures verplaatsen" />
      }
      title="Vacatures verplaatsen"
      maxWidth={760}
    >
      <Typography>
        De {vacanciesText(data.vacancyCount)} van {data.name} krijgen een andere contactpersoon van {data.employerName}.
      </Typography>
      {others.length === 0 ? (
        <Alert severity="info">
          {data.employerName} heeft geen andere contactpersoon.{' '}
          <Link component={RouterLink} to={`/employers/${employerId}/contacts/new`}>
            Voeg eerst een contactpersoon toe.
          </Link>
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box component="form" onSubmit={submit}>
            <Stack spacing={2}>
              <TextField
                select
                label="Nieuwe contactpersoon"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                required
              >
                {others.map((other) => (
                  <MenuItem key={other.id} value={other.id}>
                    {other.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => navigate(`/employers/${employerId}/contacts/${data.id}`)}>Annuleren</Button>
                <Button type="submit" variant="contained" disabled={!target || relocate.isPending}>
                  Vacatures verplaatsen
                </Button>
              </Stack>
            </Stack>
          </Box>
        </Paper>
      )}
    </CrumbedPage>
  );
}
