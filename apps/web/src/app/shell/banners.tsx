import { formatDate } from '@koers/shared/calendar';
import { Alert, Button, Stack } from '@mui/material';
import { useServerConfig } from '../../lib/config/get-config';
import { useCurrentContext } from '../../lib/session/current-context';

/** The frontend-version banner shows only outside development and only when versions differ (SPEC §4). */
export function isNewVersionAnnounced(
  config: { environment: string; version: string } | undefined,
  built: string,
): boolean {
  if (!config || config.environment === 'development' || built === 'development') return false;
  return config.version !== built;
}

/** The banners area of the shell (SPEC §2.1). */
export function Banners() {
  const { userContext } = useCurrentContext();
  const config = useServerConfig();
  const expiredForAdministrator = userContext.rights.administrator && !userContext.subscription.active;
  const newVersion = isNewVersionAnnounced(config.data, __APP_REVISION__);
  if (!expiredForAdministrator && !newVersion) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-label="Meldingen van Koers" component="section">
      {expiredForAdministrator ? (
        <Alert severity="warning">
          {userContext.subscription.endsOn
            ? `Het abonnement van ${userContext.organization.name} is verlopen op ${formatDate(userContext.subscription.endsOn)}.`
            : `${userContext.organization.name} heeft geen abonnement.`}{' '}
          Collega’s zonder beheerrechten, kandidaten en werkgevers hebben daardoor geen toegang. Neem contact op met
          Koers om het abonnement te verlengen.
        </Alert>
      ) : null}
      {newVersion ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Vernieuwen
            </Button>
          }
        >
          Er is een nieuwe versie van Koers beschikbaar. Vernieuw de pagina om die te gebruiken.
        </Alert>
      ) : null}
    </Stack>
  );
}
