import { useEffect } from 'react';

/** Sets the browser tab title (WCAG 2.4.2); every screen names itself. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – Koers` : 'Koers';
  }, [title]);
}
