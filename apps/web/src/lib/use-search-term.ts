import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search term in the URL (`q`): what is typed searches a moment after the last key,
 * back on the first page. Returns the typed text, its setter and the term the list asks for.
 */
export function useSearchTerm(delayMs = 400): [string, (value: string) => void, string] {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    const term = typed.trim();
    if (term === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (term) next.set('q', term);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [typed, q, setParams, delayMs]);
  return [typed, setTyped, q];
}
