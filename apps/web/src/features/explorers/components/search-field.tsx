import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 400;

/** The explorer's words: typed freely, sent after a pause (not a request per keystroke). */
export function SearchField({
  value,
  onChange,
  label = 'Zoeken op functie, werkgever of trefwoord',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // A new URL (Back, a link) brings its own words.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  return (
    <TextField
      label={label}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text !== sent.current) {
          sent.current = text;
          onChange(text);
        }
      }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
