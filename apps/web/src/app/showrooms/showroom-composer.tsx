import { dossierPolicy } from '@koers/shared/permissions/dossier.policy';
import { employerPolicy } from '@koers/shared/permissions/employer.policy';
import { Alert, Autocomplete, FormControlLabel, Switch, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/form-dialog';
import { useDossiers } from '../../features/dossiers/api/get-dossiers';
import { useEmployers } from '../../features/employers/api/get-employers';
import { type StaffBlock, type StaffShowroom, useSaveShowroom } from '../../features/showrooms/api/showrooms-api';
import { isApiError } from '../../lib/api-client';
import { useCurrentContext } from '../../lib/session/current-context';

type Option = { id: string; name: string };

const dossierParams = (q: string) =>
  ({ view: 'active', access: 'everyone', q, sort: 'name', direction: 'asc', page: 1, coach: null }) as const;
const employerParams = (q: string) =>
  ({ view: 'active', expired: 'none', accountManager: 'all', q, sort: 'name', direction: 'asc', page: 1 }) as const;

/** The composed blocks: the first text and the first candidate selection set here, the other blocks kept. */
function blocksOf(existing: StaffBlock[], intro: string, dossierIds: string[]): StaffBlock[] {
  const rest = existing.filter((block, index) => {
    const firstOfType = existing.findIndex((other) => other.type === block.type) === index;
    return !(firstOfType && (block.type === 'text' || block.type === 'candidates'));
  });
  const title = existing.find((block) => block.type === 'candidates');
  return [
    ...(intro.trim() ? [{ type: 'text' as const, text: intro.trim() }] : []),
    {
      type: 'candidates' as const,
      title: title?.type === 'candidates' ? title.title : 'Kandidaten',
      dossierIds,
    },
    ...rest,
  ];
}

/**
 * Composing a showroom (issue 35.1): its name, whether it is internal and whether contacts may
 * ask for contact, an introduction, the candidates and the employers it is published to.
 */
export function ShowroomComposer({
  showroom,
  candidateNames,
  employerNames,
  onClose,
}: {
  showroom: StaffShowroom | null;
  candidateNames?: Map<string, string>;
  employerNames?: Map<string, string>;
  onClose: () => void;
}) {
  const { actor } = useCurrentContext();
  const navigate = useNavigate();
  const save = useSaveShowroom(showroom?.id ?? null);
  const firstText = showroom?.contentBlocks.find((block) => block.type === 'text');
  const firstCandidates = showroom?.contentBlocks.find((block) => block.type === 'candidates');
  const [name, setName] = useState(showroom?.name ?? '');
  const [internal, setInternal] = useState(showroom?.internal ?? false);
  const [contactsAllowed, setContactsAllowed] = useState(showroom?.contactsAllowed ?? true);
  const [intro, setIntro] = useState(firstText?.type === 'text' ? firstText.text : '');
  const [candidates, setCandidates] = useState<Option[]>(
    firstCandidates?.type === 'candidates'
      ? firstCandidates.dossierIds.map((id) => ({ id, name: candidateNames?.get(id) ?? 'Kandidaat' }))
      : [],
  );
  const [employers, setEmployers] = useState<Option[]>(
    (showroom?.employerIds ?? []).map((id) => ({ id, name: employerNames?.get(id) ?? 'Werkgever' })),
  );
  const [candidateQuery, setCandidateQuery] = useState('');
  const [employerQuery, setEmployerQuery] = useState('');
  // Coaches choose candidates, account managers employers: each picker for whom may list them.
  const choosesCandidates = dossierPolicy.list(actor);
  const choosesEmployers = employerPolicy.list(actor);
  const dossiers = useDossiers(actor.organizationId, dossierParams(candidateQuery), choosesCandidates);
  const employerList = useEmployers(actor.organizationId, employerParams(employerQuery), choosesEmployers);
  const error = save.error && isApiError(save.error) ? save.error : null;
  const fieldError = (attribute: string) =>
    error?.errors.find((item) => item.source?.pointer?.startsWith(`/data/attributes/${attribute}`))?.detail;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name,
        internal,
        contactsAllowed,
        contentBlocks: blocksOf(
          showroom?.contentBlocks ?? [],
          intro,
          candidates.map((candidate) => candidate.id),
        ),
        employerIds: employers.map((employer) => employer.id),
      },
      {
        onSuccess: (id) => {
          onClose();
          if (!showroom) void navigate(`/showrooms/${id}`);
        },
      },
    );
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={showroom ? 'Showroom bewerken' : 'Nieuwe showroom'}
      onSubmit={onSubmit}
      submitLabel="Opslaan"
      submitting={save.isPending}
    >
      {error && !fieldError('name') ? <Alert severity="error">{error.message}</Alert> : null}
      <TextField
        label="Naam"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={Boolean(fieldError('name'))}
        helperText={fieldError('name')}
      />
      <FormControlLabel
        control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />}
        label="Intern (alleen voor medewerkers)"
      />
      <FormControlLabel
        control={<Switch checked={contactsAllowed} onChange={(event) => setContactsAllowed(event.target.checked)} />}
        label="Werkgevers mogen contact aanvragen"
      />
      <TextField
        label="Introductie"
        value={intro}
        onChange={(event) => setIntro(event.target.value)}
        multiline
        minRows={3}
        error={Boolean(fieldError('contentBlocks'))}
        helperText={fieldError('contentBlocks')}
      />
      {choosesCandidates ? (
        <Autocomplete
          multiple
          options={dossiers.data?.items.map((item) => ({ id: item.id, name: item.name })) ?? []}
          value={candidates}
          onChange={(_event, value) => setCandidates(value)}
          onInputChange={(_event, value) => setCandidateQuery(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText="Geen kandidaten gevonden"
          renderInput={(params) => <TextField {...params} label="Kandidaten" />}
        />
      ) : null}
      {choosesEmployers ? (
        <Autocomplete
          multiple
          options={employerList.data?.items.map((item) => ({ id: item.id, name: item.name })) ?? []}
          value={employers}
          onChange={(_event, value) => setEmployers(value)}
          onInputChange={(_event, value) => setEmployerQuery(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText="Geen werkgevers gevonden"
          disabled={internal}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Publiceren voor werkgevers"
              helperText="Alle contactpersonen van deze werkgevers"
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
