import { EDUCATION_LEVEL_NOT_APPLICABLE } from '@koers/shared/reference-lists';
import { MenuItem, TextField } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
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
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          value={(field.value as string | null) ?? ''}
          disabled={!editable}
          onChange={(event) => field.onChange(event.target.value || null)}
          error={Boolean(error)}
          helperText={error}
          fullWidth
        >
          <MenuItem value="">Niet ingevuld</MenuItem>
          {(levels.data ?? [])
            .filter((level) => level.code !== EDUCATION_LEVEL_NOT_APPLICABLE)
            .map((level) => (
              <MenuItem key={level.code} value={level.code}>
                {level.name}
              </MenuItem>
            ))}
        </TextField>
      )}
    />
  );
}
