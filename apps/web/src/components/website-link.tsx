import { Link } from '@mui/material';
import type { ReactNode } from 'react';

/** An organisation's website, opened in a new tab; a long address wraps anywhere. */
export function WebsiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Link>
  );
}
