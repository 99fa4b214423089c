import { todayInAmsterdam } from '@koers/shared/calendar';
import {
  FOLLOW_UP_ANSWERS,
  FOLLOW_UP_LABELS,
  OUTCOME_END_REASON_LABELS,
  OUTCOME_END_REASONS,
  OUTCOME_KIND_LABELS,
  OUTCOME_KINDS,
} from '@koers/shared/outcomes';
import type { OutcomeInput } from '@koers/shared/schemas/outcome.schema';
import { CONTRACT_TYPES } from '@koers/shared/vacancies';
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelect } from '../../../components/form-select';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { Outcome } from '../api/get-outcome';
import { useSaveOutcome } from '../api/save-outcome';
import { EmployerField, OccupationField } from './placement-fields';

// The fields are checked at the first submit: the schema (and zod) load after the dialog shows.
const loadSchema = () => import('@koers/shared/schemas/outcome.schema').then((module) => module.outcomeSchema);
const outcomeResolver = lazyZodResolver<OutcomeInput>(loadSchema);

const END_REASON_OPTIONS = OUTCOME_END_REASONS.map((value) => ({ value, label: OUTCOME_END_REASON_LABELS[value] }));
const CONTRACT_OPTIONS = CONTRACT_TYPES.map((type) => ({ value: type.code, label: type.label }));
const FOLLOW_UP_OPTIONS = FOLLOW_UP_ANSWERS.map((value) => ({ value, label: FOLLOW_UP_LABELS[value] }));

function defaultsOf(outcome: Outcome | null): OutcomeInput {
  if (!outcome) {
    return {
      kind: 'placed',
      endedOn: todayInAmsterdam(),
      endReason: null,
      employerId: null,
      employerName: '',
      functionTitle: '',
      occupationId: null,
      occupationLabel: null,
      hoursPerWeek: null,
      contractType: null,
      employmentStartsOn: '',
      employedAfterSixMonths: 'unknown',
      note: '',
    };
  }
  const { id: _id, history: _history, ...fields } = outcome;
  return {
    ...fields,
    employerName: fields.employerName ?? '',
    functionTitle: fields.functionTitle ?? '',
    employmentStartsOn: fields.employmentStartsOn ?? '',
    note: fields.note ?? '',
  } as OutcomeInput;
}

/**
 * Uitkomst vastleggen (feature Placement): placed — employer from the organisation's list or
 * typed, function, occupation, hours, contract, start — or another end with its reason. The
 * track ends on the outcome's date. Also changes a recorded outcome (the follow-up after 6 months).
 */
export function OutcomeDialog({
  open,
  onClose,
  onSaved,
  dossierId,
  organizationId,
  outcome,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  dossierId: string;
  organizationId: string;
  outcome: Outcome | null;
}) {
  const save = useSaveOutcome();
  useEffect(() => {
    void loadSchema();
  }, []);
  const form = useForm<OutcomeInput>({ resolver: outcomeResolver, defaultValues: defaultsOf(outcome) });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ dossierId, attributes: values, exists: outcome !== null });
      onSaved(outcome ? 'De uitkomst is gewijzigd.' : 'De uitkomst is vastgelegd en het traject is beëindigd.');
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={outcome ? 'Uitkomst wijzigen' : 'Uitkomst vastleggen'}
      onSubmit={submit}
      submitLabel={outcome ? 'Wijziging opslaan' : 'Uitkomst vastleggen'}
      submitting={form.formState.isSubmitting}
    >
      {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <FormControl error={Boolean(errors.kind)}>
            <FormLabel id="outcome-kind">Uitkomst</FormLabel>
            <RadioGroup aria-labelledby="outcome-kind" value={field.value ?? ''} onChange={field.onChange}>
              {OUTCOME_KINDS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={OUTCOME_KIND_LABELS[value]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <TextField
        label="Einddatum traject"
        type="date"
        required
        {...textFieldOf(form, 'endedOn', { help: 'Het traject eindigt op deze datum.' })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 320 } }}
      />
      {kind === 'ended' ? (
        <FormSelect
          control={form.control}
          name="endReason"
          label="Reden"
          options={END_REASON_OPTIONS}
          emptyLabel="Kies een reden"
          emptyIsNull
          error={errors.endReason?.message}
        />
      ) : (
        <Stack spacing={2}>
          <EmployerField form={form} organizationId={organizationId} />
          <TextField label="Functie" required {...textFieldOf(form, 'functionTitle')} />
          <OccupationField form={form} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Uren per week"
              type="number"
              required
              {...textFieldOf(form, 'hoursPerWeek', {
                setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)),
              })}
              slotProps={{ htmlInput: { min: 1, max: 60, step: 1 } }}
              sx={{ minWidth: { sm: 170 } }}
            />
            <TextField
              label="Startdatum werk"
              type="date"
              required
              fullWidth
              {...textFieldOf(form, 'employmentStartsOn')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <FormSelect
            control={form.control}
            name="contractType"
            label="Soort contract"
            options={CONTRACT_OPTIONS}
            emptyLabel="Kies een soort contract"
            emptyIsNull
            error={errors.contractType?.message}
          />
          <FormSelect
            control={form.control}
            name="employedAfterSixMonths"
            label="Na 6 maanden nog in dienst?"
            options={FOLLOW_UP_OPTIONS}
            error={errors.employedAfterSixMonths?.message}
            helperText="Vul dit in zodra je het na zes maanden navraagt."
          />
        </Stack>
      )}
      <TextField label="Toelichting" multiline minRows={2} {...textFieldOf(form, 'note')} />
    </FormDialog>
  );
}
