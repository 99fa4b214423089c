import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/**
 * A rendered e-mail (`renderEmail` of @koers/shared: escaped text, inline styles only) shown in
 * the page, in a shadow root so that neither the app's styles nor the mail's reach the other.
 * An iframe did the same, but every keystroke rewrote its document, and a browser's test of the
 * page waited up to a minute for the rewritten frame to report its network idle.
 */
export function EmailPreview({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const mail = new DOMParser().parseFromString(html, 'text/html');
    const body = document.createElement('div');
    body.setAttribute('style', mail.body.getAttribute('style') ?? '');
    body.style.minHeight = '100%';
    body.style.boxSizing = 'border-box';
    body.replaceChildren(...Array.from(mail.body.childNodes, (node) => document.importNode(node, true)));
    root.replaceChildren(body);
  }, [html]);
  return (
    <Box
      ref={host}
      role="region"
      aria-label={label}
      sx={{ height: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
