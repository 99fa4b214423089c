import { EDUCATION_LEVEL_NOT_APPLICABLE } from '@koers/shared/reference-lists';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { useReferenceList } from '../api/get-reference-list';

/** An education level from the reference list, or none ("Niet ingevuld"). */
export function EducationLevelSelect<Values extends FieldValues>({
  control,
  name,
  label,
  editable,
  error,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  editable: boolean;
  error: string | undefined;
}) {
  const levels = useReferenceList('education_levels');
  return (
    <FormSelect
      control={control}
      name={name}
      label={label}
      disabled={!editable}
      error={error}
      fullWidth
      emptyLabel="Niet ingevuld"
      emptyIsNull
      options={(levels.data ?? [])
        .filter((level) => level.code !== EDUCATION_LEVEL_NOT_APPLICABLE)
        .map((level) => ({ value: level.code, label: level.name }))}
    />
  );
}
