import { Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageTitle } from '../../components/page-title';
import { ExplorerByRoute, UUID } from './composed-explorer';

// The explorer screens of the user's own (SPEC §2.2); the explorer itself, composed with the
// match and the vacancy actions, is composed-explorer.tsx; dossier mode is its own screen
// (app/dossier/dossier-explorer-screen.tsx), so this route does not load the dossier's layout.

function Heading() {
  return (
    <Typography variant="h1" component="h1">
      Vacatures verkennen
    </Typography>
  );
}

/** `/vacancies/{vacancyExplorerTab}/{id?}` (SPEC §2.2). */
export function VacanciesExplorerScreen() {
  usePageTitle('Vacatures verkennen');
  const { vacancyExplorerTab = 'internet', id } = useParams();
  return (
    <Stack spacing={2}>
      <Heading />
      <ExplorerByRoute
        mode={{ kind: 'own' }}
        tabOrId={vacancyExplorerTab}
        vacancyId={id ?? null}
        listPath={`/vacancies/${vacancyExplorerTab}`}
      />
    </Stack>
  );
}

/** `/vacancy-explorers/{explorerId}/{resourceId?}` (SPEC §2.2). */
export function VacancyExplorerScreen() {
  usePageTitle('Vacatures verkennen');
  const { explorerId = '', resourceId } = useParams();
  if (!UUID.test(explorerId)) return <NotFoundPage />;
  return (
    <Stack spacing={2}>
      <Heading />
      <ExplorerByRoute
        mode={{ kind: 'own' }}
        tabOrId={explorerId}
        vacancyId={resourceId ?? null}
        listPath={`/vacancy-explorers/${explorerId}`}
      />
    </Stack>
  );
}

/** `/internet-vacancies/{id?}`: the primary internet-vacancy explorer (SPEC §2.2). */
export function InternetVacanciesScreen() {
  usePageTitle('Vacatures van internet');
  const { id } = useParams();
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Vacatures van internet
      </Typography>
      <ExplorerByRoute
        mode={{ kind: 'own' }}
        tabOrId="internet"
        vacancyId={id ?? null}
        listPath="/internet-vacancies"
      />
    </Stack>
  );
}
