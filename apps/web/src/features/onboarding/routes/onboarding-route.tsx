import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { PlainText } from '../../../components/plain-text';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useOpenOnboarding } from '../api/get-open-onboarding';

/** `/onboarding/{stepNumber?}`: the steps of the open onboarding, then 'Afronden' (SPEC §4). */
export function OnboardingRoute() {
  const { userContext } = useCurrentContext();
  const { stepNumber } = useParams();
  const navigate = useNavigate();
  const dossierId = userContext.dossierId;
  const onboarding = useOpenOnboarding(dossierId);
  const complete = useCompleteOnboarding(dossierId ?? '');
  usePageTitle(onboarding.data?.name ?? 'Onboarding');

  if (!dossierId) return <Alert severity="error">Geen dossier?!</Alert>;
  if (onboarding.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  // An onboarding that cannot be loaded is cleared: the person is not locked out (SPEC §8).
  if (!onboarding.data) return <Navigate to="/" replace />;
  const { id, name, steps } = onboarding.data;
  const total = Math.max(steps.length, 1);
  const number = Number(stepNumber ?? '1');
  if (!Number.isInteger(number) || number < 1 || number > total) return <Navigate to="/onboarding/1" replace />;
  const step = steps[number - 1];
  const last = number === total;

  const finish = () => complete.mutate(id, { onSuccess: () => navigate('/', { replace: true }) });

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {name} · Stap {number} van {total}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(number / total) * 100}
            aria-label={`Stap ${number} van ${total}`}
          />
          <Typography variant="h1" component="h1">
            {step?.title ?? name}
          </Typography>
          {step ? <PlainText text={step.body} /> : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button disabled={number === 1} onClick={() => navigate(`/onboarding/${number - 1}`)}>
              Vorige
            </Button>
            {last ? (
              <Button variant="contained" onClick={finish} disabled={complete.isPending}>
                Afronden
              </Button>
            ) : (
              <Button variant="contained" onClick={() => navigate(`/onboarding/${number + 1}`)}>
                Volgende
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
