import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SplashPage } from '../../../components/splash-page';
import { pickUserContextId } from '../../../lib/session/chosen-context';
import { type Session, useSession } from '../../../lib/session/get-session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { safeReturnTo } from '../components/safe-return-to';

/** Where to go after login: the page asked for, or first the context picker when needed. */
function destinationFor(session: Session, returnTo: string): string {
  const chosen = pickUserContextId(
    session.user.id,
    session.userContexts.map((context) => context.id),
  );
  return chosen ? returnTo : `/login/context?returnTo=${encodeURIComponent(returnTo)}`;
}

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const returnTo = safeReturnTo(params.get('returnTo'));

  if (session.isPending) return <SplashPage />;
  if (session.data) return <Navigate to={destinationFor(session.data, returnTo)} replace />;
  return (
    <AuthCard title="Inloggen">
      <LoginForm onLoggedIn={(next) => navigate(destinationFor(next, returnTo), { replace: true })} />
    </AuthCard>
  );
}
