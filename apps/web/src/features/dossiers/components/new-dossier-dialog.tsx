import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths, todayInAmsterdam } from '@koers/shared/calendar';
import { type DossierCreateInput, dossierCreateSchema } from '@koers/shared/schemas/dossier.schema';
import { Alert, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCreateDossier } from '../api/create-dossier';
import { useCoaches, useTrackTypes } from '../api/get-dossier-lookups';
import { CoachSelect } from './coach-select';
import { TrackFields, type TrackFieldValues } from './track-fields';

/** Nieuw dossier (feature Dossiers_Add): the candidate, their track and coaches, and an invitation. */
export function NewDossierDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const coaches = useCoaches(organizationId);
  const trackTypes = useTrackTypes(organizationId);
  const create = useCreateDossier();
  const navigate = useNavigate();
  const today = todayInAmsterdam();
  const [coachIds, setCoachIds] = useState<string[]>(
    userContext.rights.coach && userContext.teamMemberId ? [userContext.teamMemberId] : [],
  );
  const [coachError, setCoachError] = useState<string | undefined>();
  const form = useForm<DossierCreateInput>({
    resolver: zodResolver(dossierCreateSchema),
    defaultValues: {
      firstName: '',
      lastNamePrefix: '',
      lastName: '',
      email: '',
      phone: '',
      trackTypeId: null,
      startsOn: today,
      endsOn: addMonths(today, 6),
      sendInvitation: true,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (coachIds.length === 0) {
      setCoachError('Kies minstens één coach.');
      return;
    }
    setCoachError(undefined);
    try {
      const id = await create.mutateAsync({ organizationId, attributes: values, coachIds });
      const notice =
        values.sendInvitation === false
          ? 'Het dossier is aangemaakt.'
          : 'Het dossier is aangemaakt en de uitnodiging is verstuurd.';
      onClose();
      navigate(`/dossiers/${id}`, { state: { notice } });
    } catch (error) {
      if (
        isApiError(error, 422) &&
        error.errors.some((item) => item.source?.pointer?.includes('relationships/coaches'))
      ) {
        setCoachError(error.errors[0]?.detail);
        return;
      }
      applyServerErrors(form, error);
    }
  });

  const field = (name: 'firstName' | 'lastNamePrefix' | 'lastName' | 'email' | 'phone') => textFieldOf(form, name);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Nieuw dossier"
      onSubmit={submit}
      submitLabel="Dossier aanmaken"
      submitting={form.formState.isSubmitting}
    >
      {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Voornaam" required autoFocus fullWidth {...field('firstName')} />
        <TextField label="Tussenvoegsel" sx={{ maxWidth: { sm: 140 } }} {...field('lastNamePrefix')} />
      </Stack>
      <TextField label="Achternaam" required {...field('lastName')} />
      <TextField label="E-mailadres" type="email" required autoComplete="off" {...field('email')} />
      <TextField label="Telefoonnummer" type="tel" {...field('phone')} />
      <TrackFields
        form={form as unknown as UseFormReturn<TrackFieldValues>}
        trackTypes={trackTypes.data ?? []}
        suffix=" traject"
      />
      <CoachSelect coaches={coaches.data ?? []} value={coachIds} onChange={setCoachIds} error={coachError} />
      <Controller
        control={form.control}
        name="sendInvitation"
        render={({ field: checkbox }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={checkbox.value !== false}
                onChange={(event) => checkbox.onChange(event.target.checked)}
              />
            }
            label="Stuur de kandidaat meteen een uitnodiging om in te loggen"
          />
        )}
      />
    </FormDialog>
  );
}
