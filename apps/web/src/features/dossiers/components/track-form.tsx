import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths, todayInAmsterdam } from '@koers/shared/calendar';
import { type TrackUpdateInput, trackUpdateSchema } from '@koers/shared/schemas/dossier.schema';
import { Alert, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import type { Dossier } from '../api/get-dossier';
import { useCoaches, useTrackTypes } from '../api/get-dossier-lookups';
import { useUpdateTrack } from '../api/update-track';
import { CoachSelect } from './coach-select';
import { FormActions } from './form-actions';
import { TrackFields, type TrackFieldValues } from './track-fields';

/** Trajectgegevens (Tracks_Edit): start, end, type and — with Dossiers_EditCoach — the coaches. */
export function TrackForm({ dossier }: { dossier: Dossier }) {
  const { userContext } = useCurrentContext();
  const trackTypes = useTrackTypes(userContext.organization.id);
  const coaches = useCoaches(userContext.organization.id);
  const update = useUpdateTrack();
  const navigate = useNavigate();
  const [coachIds, setCoachIds] = useState(dossier.coaches.map((coach) => coach.id));
  const [coachError, setCoachError] = useState<string | undefined>();
  const today = todayInAmsterdam();
  const form = useForm<TrackUpdateInput>({
    resolver: zodResolver(trackUpdateSchema),
    defaultValues: {
      startsOn: dossier.track?.startsOn ?? today,
      endsOn: dossier.track?.endsOn ?? addMonths(today, 6),
      trackTypeId: dossier.track?.trackTypeId ?? null,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (dossier.can.editCoach && coachIds.length === 0) {
      setCoachError('Kies minstens één coach.');
      return;
    }
    try {
      await update.mutateAsync({
        dossierId: dossier.id,
        attributes: values,
        coachIds: dossier.can.editCoach ? coachIds : null,
      });
      navigate(`/dossiers/${dossier.id}`, { state: { notice: 'Het traject is opgeslagen.' } });
    } catch (error) {
      applyServerErrors(form, error, { known: (field) => field in values });
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Trajectgegevens">
        {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
        <TrackFields
          form={form as unknown as UseFormReturn<TrackFieldValues>}
          trackTypes={trackTypes.data ?? []}
          endHelp="Verlengen met reden kan via Traject verlengen."
        />
        <CoachSelect
          coaches={coaches.data ?? []}
          value={coachIds}
          onChange={setCoachIds}
          disabled={!dossier.can.editCoach}
          error={coachError}
          helperText={dossier.can.editCoach ? undefined : 'Je organisatie staat niet toe dat je de coaches wijzigt.'}
        />
        <FormActions dossierId={dossier.id} saving={form.formState.isSubmitting} />
      </Stack>
    </Paper>
  );
}
