import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type Crumb = { label: ReactNode; to: string };

/** The first crumb of every dossier page: the list of candidates. */
export const DOSSIERS_CRUMB: Crumb = { label: 'Kandidaten Beheren', to: '/dossiers' };

/** The crumbs above a page of a candidate's dossier: Kandidaten Beheren, then the candidate by name. */
export function dossierTrail(dossier: { id: string; name: string }): Crumb[] {
  return [DOSSIERS_CRUMB, { label: dossier.name, to: `/dossiers/${encodeURIComponent(dossier.id)}` }];
}

/** The breadcrumb above a page: links to the pages above it, then the page itself. */
export function PageCrumbs({
  trail,
  current,
  currentIsPage = false,
}: {
  trail: ReadonlyArray<Crumb | null>;
  current: ReactNode;
  /** Marks the last crumb as the current page (aria-current) for assistive technology. */
  currentIsPage?: boolean;
}) {
  return (
    <Breadcrumbs aria-label="Kruimelpad">
      {trail
        .filter((crumb) => crumb !== null)
        .map((crumb) => (
          <Link key={crumb.to} component={RouterLink} to={crumb.to}>
            {crumb.label}
          </Link>
        ))}
      <Typography color="text.primary" {...(currentIsPage ? { 'aria-current': 'page' as const } : {})}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}

/** A page below others: the breadcrumb, the page's heading and what follows, at most `maxWidth` wide. */
export function CrumbedPage({
  crumbs,
  title,
  maxWidth,
  children,
}: {
  crumbs: ReactNode;
  title: ReactNode;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3} sx={{ maxWidth }}>
      {crumbs}
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
