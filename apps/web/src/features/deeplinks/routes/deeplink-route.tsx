import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useDeeplink } from '../api/get-deeplink';

/**
 * `/deeplinks/{deepLinkHash}`: a link from an e-mail. After login it opens its page, in the user
 * context it was made for (switching to it when another one is active); someone else's or an
 * expired link says so.
 */
export function DeeplinkRoute() {
  const { deepLinkHash = '' } = useParams();
  const { userContext, session, switchContext } = useCurrentContext();
  const link = useDeeplink(deepLinkHash);
  const otherContext =
    link.data && link.data.userContextId !== userContext.id
      ? session.userContexts.find((context) => context.id === link.data?.userContextId)
      : undefined;
  useEffect(() => {
    if (link.data && otherContext) switchContext(otherContext.id, link.data.target);
  }, [link.data, otherContext, switchContext]);

  if (link.error && (isApiError(link.error, 404) || isApiError(link.error, 410))) {
    return (
      <StatusPage
        title={isApiError(link.error, 410) ? 'Link verlopen' : 'Link werkt niet'}
        icon={<LinkOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />}
        actions={
          <Button component={RouterLink} to="/" variant="contained">
            Naar de startpagina
          </Button>
        }
      >
        <Typography>{link.error.message}</Typography>
      </StatusPage>
    );
  }
  if (!link.data || otherContext) return <CircularProgress aria-label="Link openen" />;
  return <Navigate to={link.data.target} replace />;
}
