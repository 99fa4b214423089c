import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import type { SavedSearch } from '../../features/saved-searches/api/saved-searches';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list';
import { useCurrentContext } from '../../lib/session/current-context';

/** Where a saved search opens for the candidate: its explorer with every parameter it was saved with. */
export const ownSearchHref = (search: SavedSearch) =>
  `/vacancy-explorers/${search.explorerId}${search.search ? `?${search.search}` : ''}`;

/**
 * `/vacancies/searches`: the candidate's saved searches with alerts (issue 38.5), reached from the
 * explorer ('Bewaarde zoekopdrachten'), the e-mail settings and every alert mail.
 */
export function SavedSearchesScreen() {
  usePageTitle('Bewaarde zoekopdrachten');
  const { userContext, actor } = useCurrentContext();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Bewaarde zoekopdrachten
      </Typography>
      {userContext.userType !== 'client' || !actor.dossierId ? (
        <Alert severity="info">
          Zoekopdrachten horen bij een kandidaat. Open een dossier via{' '}
          <Link component={RouterLink} to="/dossiers">
            Kandidaten Beheren
          </Link>{' '}
          om de zoekopdrachten van een kandidaat te zien.
        </Alert>
      ) : (
        <>
          <Typography>
            Nieuwe vacatures in een bewaarde zoekopdracht krijg je per e-mail, dagelijks of wekelijks. Staat je
            e-mailinstelling op ‘Nooit’, dan krijg je ze niet.{' '}
            <Link component={RouterLink} to="/settings/personal/email-settings">
              E-mailinstellingen
            </Link>
          </Typography>
          <SavedSearchesList
            dossierId={actor.dossierId}
            searchHref={ownSearchHref}
            empty={
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>
                  Je hebt nog geen zoekopdrachten bewaard. Zoek in de vacatures en kies ‘Zoekopdracht bewaren’.
                </Typography>
                <Button component={RouterLink} to="/vacancies/found" variant="contained">
                  Vacatures verkennen
                </Button>
              </Stack>
            }
          />
        </>
      )}
    </Stack>
  );
}
