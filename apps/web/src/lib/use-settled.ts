import { useEffect, useState } from 'react';

/** The value once typing pauses (`delayMs`), so a word is not a request per keystroke. */
export function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
