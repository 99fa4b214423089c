import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { type ShowroomRecipient, useRecipientDirectory } from '../../features/showrooms/api/showrooms-api';

const labelOf = (option: ShowroomRecipient) =>
  option.kind === 'employer'
    ? `${option.employerName}: alle contactpersonen`
    : `${option.name} (${option.employerName})`;

/**
 * Publiceren voor (issue 35.1): employers (all their contacts, later ones too) and single
 * contacts, searched by name among the organisation's active employers — the same picker for
 * coaches and account managers (showroomPolicy.chooseRecipients).
 */
export function ShowroomRecipientPicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: ShowroomRecipient[];
  onChange: (value: ShowroomRecipient[]) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const directory = useRecipientDirectory(query);
  const options: ShowroomRecipient[] = (directory.data ?? []).flatMap((employer) => [
    { kind: 'employer' as const, id: employer.id, name: employer.name, employerName: employer.name },
    ...employer.contacts.map((contact) => ({
      kind: 'contact' as const,
      id: contact.id,
      name: contact.name,
      employerName: employer.name,
    })),
  ]);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setQuery(text);
      }}
      filterOptions={(found) => found}
      groupBy={(option) => option.employerName}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.kind === chosen.kind && option.id === chosen.id}
      loading={directory.isFetching}
      loadingText="Zoeken…"
      noOptionsText="Geen werkgevers of contactpersonen gevonden"
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Publiceren voor"
          error={Boolean(error)}
          helperText={
            error ??
            (disabled
              ? 'Een interne showroom is alleen voor het eigen team.'
              : 'Zoek een werkgever (al haar contactpersonen) of één contactpersoon.')
          }
        />
      )}
    />
  );
}
