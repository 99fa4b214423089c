import { RIASEC_TYPE_INFO, type RiasecType } from '@koers/shared';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { apiRequest } from '../../../lib/api-client';
import { matchKeys } from '../../match/api/get-match-profile';
import { profileKeys } from '../../profile/api/profile-keys';

/**
 * The candidate takes a finished interest test's result over into the profile (issue 36.2): the
 * profile's interests are ticked for the three highest types and the explained match at
 * vacancies then says whether an occupation fits them.
 */
export function TakeOverResult({ assessmentId, code }: { assessmentId: string; code: string }) {
  const queryClient = useQueryClient();
  const takeOver = useMutation({
    mutationFn: () =>
      apiRequest(`/candidate_assessment/${encodeURIComponent(assessmentId)}/take_over`, { method: 'POST' }),
    meta: { errorMessage: 'Overnemen in je profiel is mislukt.' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
  const names = [...code].map((type) => RIASEC_TYPE_INFO[type as RiasecType]?.name.toLowerCase()).join(', ');
  return (
    <SectionCard title="In je profiel">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Neem je interessecode {code} ({names}) over in je profiel. Je interesses worden aangevuld, en bij vacatures
          zie je dan of het beroep bij je interesses past.
        </Typography>
        {takeOver.isSuccess ? (
          <Alert severity="success" role="status">
            Je interesses staan in je profiel.{' '}
            <Link component={RouterLink} to="/profile/interests">
              Bekijk je interesses
            </Link>
          </Alert>
        ) : (
          <Button variant="contained" onClick={() => takeOver.mutate()} disabled={takeOver.isPending}>
            Overnemen in mijn profiel
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
