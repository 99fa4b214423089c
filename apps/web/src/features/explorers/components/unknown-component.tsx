import { Alert } from '@mui/material';
import { useEffect } from 'react';

/**
 * SPEC §8 "Unknown explorer component code": an error component is shown and the event is
 * logged (the browser's console, where the client's errors go).
 */
export function UnknownComponent({ code, place }: { code: string; place: 'lijst' | 'detail' }) {
  useEffect(() => {
    console.error(`explorer: unknown ${place === 'lijst' ? 'index' : 'detail'} component code "${code}"`);
  }, [code, place]);
  return (
    <Alert severity="error" role="alert">
      Dit onderdeel van de verkenner ({code}) kan niet worden getoond.
    </Alert>
  );
}
