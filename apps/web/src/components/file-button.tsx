import { Button, type ButtonProps } from '@mui/material';
import { type ReactNode, useId } from 'react';

/**
 * A button that opens the file picker (a labelled, hidden file input), for uploads. The chosen
 * file goes to `onFile`; the input is cleared so the same file can be chosen again.
 */
export function FileButton({
  label,
  busyLabel = 'Bezig met uploaden…',
  busy,
  accept,
  icon,
  onFile,
  disabled,
  sx,
}: {
  label: string;
  busyLabel?: string;
  busy: boolean;
  accept: string;
  icon: ReactNode;
  onFile: (file: File) => void;
  disabled?: boolean;
  sx?: ButtonProps['sx'];
}) {
  const inputId = useId();
  return (
    <Button component="label" htmlFor={inputId} variant="outlined" startIcon={icon} disabled={busy || disabled} sx={sx}>
      {busy ? busyLabel : label}
      <input
        id={inputId}
        type="file"
        hidden
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
