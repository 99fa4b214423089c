import { Alert } from '@mui/material';
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

/** Why a login through the organisation's identity provider came back without a session (the server's reasons). */
const IDENTITY_PROVIDER_ERRORS: Record<string, string> = {
  expired: 'Het inloggen via je organisatie duurde te lang of is in een ander venster begonnen. Probeer het opnieuw.',
  cancelled: 'Het inloggen via je organisatie is afgebroken.',
  failed: 'Inloggen via je organisatie is niet gelukt. Probeer het later opnieuw of neem contact op met je beheerder.',
  unverified: 'Je organisatie gaf geen bevestigd e-mailadres door. Neem contact op met je beheerder.',
  unknown:
    'Er is in deze organisatie geen Koers-account met het e-mailadres waarmee je bij je organisatie bent ingelogd.',
};

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const reason = params.get('identityProviderError') ?? '';
  const identityProviderError = Object.hasOwn(IDENTITY_PROVIDER_ERRORS, reason)
    ? IDENTITY_PROVIDER_ERRORS[reason]
    : null;

  if (session.isPending) return <SplashPage />;
  if (session.data) return <Navigate to={destinationFor(session.data, returnTo)} replace />;
  return (
    <AuthCard title="Inloggen">
      {identityProviderError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {identityProviderError}
        </Alert>
      ) : null}
      <LoginForm onLoggedIn={(next) => navigate(destinationFor(next, returnTo), { replace: true })} />
    </AuthCard>
  );
}
