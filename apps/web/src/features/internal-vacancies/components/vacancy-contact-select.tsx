import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
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
    <FormSelect
      control={control}
      name={name}
      label="Contactpersoon"
      helperText={contact ? 'Jijzelf of een collega bij je werkgever.' : undefined}
      shrinkLabel
      emptyLabel="Geen contactpersoon"
      showEmpty={(value) => !contact || value === ''}
      options={contacts.map((person) => ({
        value: person.id,
        label: contact && person.id === actor.employerContactId ? `${person.name} (jij)` : person.name,
      }))}
    />
  );
}
