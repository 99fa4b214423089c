import { MenuItem, TextField } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useCurrentContext } from '../../../lib/session/current-context';

/**
 * The vacancy's contact person, one of the employer's contacts. Staff may leave it empty; an
 * employer contact picks themself or a colleague (their own name marked), and sees the empty
 * choice only on a vacancy that has no contact person yet.
 */
export function VacancyContactSelect<Values extends FieldValues>({
  control,
  name,
  contacts,
}: {
  control: Control<Values>;
  name: Path<Values>;
  contacts: Array<{ id: string; name: string }>;
}) {
  const { actor } = useCurrentContext();
  const contact = actor.userType === 'contact';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label="Contactpersoon"
          value={field.value}
          onChange={field.onChange}
          {...(contact ? { helperText: 'Jijzelf of een collega bij je werkgever.' } : {})}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {!contact || field.value === '' ? <MenuItem value="">Geen contactpersoon</MenuItem> : null}
          {contacts.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {contact && person.id === actor.employerContactId ? `${person.name} (jij)` : person.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
