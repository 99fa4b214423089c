import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** A search field with the search icon; the list searches as its page decides (in the URL). */
export function SearchField({
  label,
  value,
  onChange,
  grow = false,
  fullWidth = false,
  size,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Takes the room left in a row of filters. */
  grow?: boolean;
  fullWidth?: boolean;
  size?: 'small';
}) {
  return (
    <TextField
      label={label}
      fullWidth={fullWidth}
      {...(size ? { size } : {})}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={grow ? { flexGrow: 1 } : undefined}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
