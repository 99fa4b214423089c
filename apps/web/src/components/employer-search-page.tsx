import { Box, Link, ListItem, Stack, Typography } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EMPLOYERS, SearchResults } from './search-results';

/**
 * A screen that searches employers by name (the organisation's, or those of internet vacancies):
 * its heading, the search field, and what was found, each employer a link with its facts below.
 */
export function EmployerSearchPage<Employer extends { id: string; name: string }>({
  title,
  intro,
  searchField,
  query,
  employers,
  pager,
  href,
  facts,
}: {
  title: string;
  intro?: ReactNode;
  searchField: ReactNode;
  query: ComponentProps<typeof SearchResults>['query'];
  employers: Employer[] | undefined;
  pager: ReactNode;
  href: (employer: Employer) => string;
  facts: (employer: Employer) => ReadonlyArray<string | null | undefined>;
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      <Box sx={{ maxWidth: 640 }}>{searchField}</Box>
      <SearchResults fetchingBar query={query} items={employers} noun={EMPLOYERS} pager={pager}>
        {(employer) => (
          <ListItem key={employer.id} divider sx={{ display: 'block' }}>
            <Link
              component={RouterLink}
              to={href(employer)}
              sx={{ fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' }}
            >
              {employer.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {facts(employer).filter(Boolean).join(' · ')}
            </Typography>
          </ListItem>
        )}
      </SearchResults>
    </Stack>
  );
}
