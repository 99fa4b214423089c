import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths, formatDate } from '@koers/shared/calendar';
import { type TrackExtensionInput, trackExtensionSchema } from '@koers/shared/schemas/dossier.schema';
import { Alert, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useExtendTrack } from '../api/extend-track';
import type { Dossier } from '../api/get-dossier';
import { FormActions } from './form-actions';

/** Traject verlengen (Tracks_Extend): a later end date with a reason, kept in the history. */
export function ExtendTrackForm({ dossier }: { dossier: Dossier }) {
  const extend = useExtendTrack();
  const navigate = useNavigate();
  const currentEnd = dossier.track?.endsOn ?? '';
  const form = useForm<TrackExtensionInput>({
    resolver: zodResolver(trackExtensionSchema),
    defaultValues: { endsOn: currentEnd ? addMonths(currentEnd, 3) : '', reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await extend.mutateAsync({ dossierId: dossier.id, attributes: values });
      navigate(`/dossiers/${dossier.id}`, { state: { notice: 'Het traject is verlengd.' } });
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Traject verlengen">
        {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
        <Typography>
          Het traject{dossier.track?.trackTypeName ? ` ${dossier.track.trackTypeName}` : ''} loopt nu tot en met{' '}
          <strong>{currentEnd ? formatDate(currentEnd) : 'onbekend'}</strong>.
        </Typography>
        <TextField
          label="Nieuwe einddatum"
          type="date"
          required
          {...textFieldOf(form, 'endsOn')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: currentEnd } }}
          sx={{ maxWidth: 320 }}
        />
        <TextField
          label="Reden van de verlenging"
          required
          multiline
          minRows={3}
          {...textFieldOf(form, 'reason', { help: 'Bijvoorbeeld: de proefplaatsing loopt door tot na de einddatum.' })}
        />
        <FormActions dossierId={dossier.id} saving={form.formState.isSubmitting} label="Traject verlengen" />
      </Stack>
    </Paper>
  );
}
