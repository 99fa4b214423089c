import { TOGGLE_GROUPS, type ToggleGroup } from '@koers/shared/profiles';
import { Skeleton } from '@mui/material';
import { useReferenceList } from '../api/get-reference-list';
import { CodeChips } from './code-chips';

/** One of the 13 toggle groups of SPEC §3, fed by its reference list. */
export function ToggleGroupField({
  group,
  value,
  onChange,
  disabled,
  helperText,
}: {
  group: ToggleGroup;
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const spec = TOGGLE_GROUPS[group];
  const items = useReferenceList(spec.list);
  if (!items.data) return <Skeleton variant="rounded" height={72} aria-hidden />;
  return (
    <CodeChips
      label={spec.label}
      items={items.data}
      value={value}
      onChange={onChange}
      disabled={disabled}
      helperText={helperText}
    />
  );
}
