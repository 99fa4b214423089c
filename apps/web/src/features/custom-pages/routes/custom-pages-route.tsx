import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../../components/page-title';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCustomPages } from '../api/get-custom-pages';
import { CustomPageLinks } from '../components/custom-page-links';

/** `/pages`: every page the organisation published for this person's roles. */
export function CustomPagesRoute() {
  usePageTitle('Pagina’s');
  const { userContext } = useCurrentContext();
  const pages = useCustomPages(userContext.organization.id);
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Pagina’s
      </Typography>
      {pages.isPending ? <CircularProgress aria-label="Bezig met laden" /> : null}
      {pages.data?.length === 0 ? (
        <Alert severity="info">{userContext.organization.name} heeft nog geen pagina’s voor je.</Alert>
      ) : null}
      {pages.data && pages.data.length > 0 ? (
        <Paper variant="outlined">
          <CustomPageLinks pages={pages.data} />
        </Paper>
      ) : null}
    </Stack>
  );
}
