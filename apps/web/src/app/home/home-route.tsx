import { Box, Stack } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { useCurrentContext } from '../../lib/session/current-context';
import { USER_TYPE_NAMES } from '../../lib/session/user-type-names';
import { HOME_CARDS } from './home-cards';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The start page (`/`) of candidates and contacts: what they have in Koers, as cards. */
export function HomeRoute() {
  usePageTitle('Home');
  const { session, userContext } = useCurrentContext();
  const cards = HOME_CARDS.filter((card) => card.for.includes(userContext.userType));
  return (
    <Stack spacing={3}>
      <PageHeading
        title={<>Welkom, {firstName(session.user.name)}</>}
        description={
          <>
            Je bent ingelogd als {USER_TYPE_NAMES[userContext.userType].toLowerCase()} bij{' '}
            {userContext.organization.name}.
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {cards.map(({ key, Component }) => (
          <Component key={key} />
        ))}
      </Box>
    </Stack>
  );
}
