import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NoAccessPage } from '../../components/no-access-page';
import { NotFoundPage } from '../../components/not-found-page';
import { StatusPage } from '../../components/status-page';
import { isApiError } from '../../lib/api-client';

/** What a screen that failed to load or render shows instead: 404, 403 or a generic error. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isApiError(error, 404) || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundPage />;
  if (isApiError(error, 403)) return <NoAccessPage reason="no-access" />;
  return (
    <StatusPage
      title="Er ging iets mis!"
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Pagina opnieuw laden
        </Button>
      }
    >
      <Typography>Deze pagina kon niet worden getoond. Probeer het opnieuw.</Typography>
    </StatusPage>
  );
}
