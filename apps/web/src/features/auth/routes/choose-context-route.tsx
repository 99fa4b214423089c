import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SplashPage } from '../../../components/splash-page';
import { storeUserContextId } from '../../../lib/session/chosen-context';
import { useSession } from '../../../lib/session/get-session';
import { USER_TYPE_NAMES } from '../../../lib/session/user-type-names';
import { AuthCard } from '../components/auth-card';
import { safeReturnTo } from '../components/safe-return-to';

/** A person with several user contexts picks one; the choice is kept in this browser. */
export function ChooseContextRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const returnTo = safeReturnTo(params.get('returnTo'));

  if (session.isPending) return <SplashPage />;
  if (!session.data) return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  const { user, userContexts } = session.data;
  return (
    <AuthCard title="Kies een omgeving">
      <Typography>Je hebt toegang tot meer dan één omgeving. Met welke wil je verder?</Typography>
      <List aria-label="Omgevingen" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
        {userContexts.map((context) => (
          <ListItem disablePadding key={context.id}>
            <ListItemButton
              divider
              onClick={() => {
                storeUserContextId(user.id, context.id);
                navigate(returnTo, { replace: true });
              }}
            >
              <ListItemText primary={context.organization.name} secondary={USER_TYPE_NAMES[context.userType]} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </AuthCard>
  );
}
