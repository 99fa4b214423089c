import { CONTACT_THROUGH_LABELS, CONTACT_THROUGH_OPTIONS } from '@koers/shared/internal-vacancies';
import { hasFeature } from '@koers/shared/permissions/actor';
import { jobTitlePolicy } from '@koers/shared/permissions/vacancies.policy';
import { EDUCATION_LEVELS } from '@koers/shared/reference-data';
import type { InternalVacancyAttributesInput } from '@koers/shared/schemas/internal-vacancy.schema';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { JobTitleAutocomplete, type JobTitleChoice } from '../../../components/job-title-autocomplete';
import { namedOptions } from '../../../components/select-field';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import { closeSnackbar, enqueueSnackbar } from '../../../lib/snackbar';
import { locatePostalCode, useAccountManagerOptions } from '../api/form-lookups';
import { useVacancyCustomFields } from '../api/get-vacancy-custom-fields';
import type { InternalVacancy } from '../api/internal-vacancy-types';
import type { VacancyRelations } from '../api/save-internal-vacancy';
import { occupationDescriptionSuggester, type VacancyDescriptionSuggester } from '../lib/description-suggester';
import { RichTextEditor } from './rich-text-editor';
import { hasOwnText, SuggestDescriptionButton } from './suggest-description-button';
import { VacancyContactSelect } from './vacancy-contact-select';

/** The chosen occupation; a vacancy stored with only a label (no id) keeps it unless another is chosen. */
type JobTitle = JobTitleChoice;

type Values = {
  title: string;
  jobTitle: JobTitle | null;
  hoursMin: string;
  hoursMax: string;
  educationLevelCode: string;
  description: string;
  postalCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  startsAt: string;
  endsAt: string;
  contactThrough: 'employer' | 'account_manager';
  contactId: string;
  accountManagerId: string;
  customFieldValues: Record<string, string>;
};

export type VacancySubmit = { attributes: InternalVacancyAttributesInput; relations: VacancyRelations };

type Props = {
  vacancy: InternalVacancy | null;
  employer: { name: string; city: string | null; contacts: Array<{ id: string; name: string }> | null };
  submitLabel: string;
  onSubmit: (values: VacancySubmit) => Promise<void>;
  onCancel: () => void;
  suggester?: VacancyDescriptionSuggester;
};

/**
 * A new vacancy's contact person is, unless changed, the employer contact who adds it (as the
 * server does); for staff the employer's first contact (docs/decisions.md).
 */
function defaultsOf(vacancy: InternalVacancy | null, employerCity: string | null, newContactId: string | null): Values {
  return {
    title: vacancy?.title ?? '',
    jobTitle: vacancy?.humanJobTitle
      ? { id: vacancy.jobTitleId, code: vacancy.jobTitleCode ?? '', label: vacancy.humanJobTitle }
      : null,
    hoursMin: vacancy?.hoursMin?.toString() ?? '',
    hoursMax: vacancy?.hoursMax?.toString() ?? '',
    educationLevelCode: vacancy?.educationLevelCode ?? '',
    description: vacancy?.description ?? '',
    postalCode: vacancy?.postalCode ?? '',
    city: vacancy?.city ?? employerCity ?? '',
    latitude: vacancy?.coordinates?.lat ?? null,
    longitude: vacancy?.coordinates?.lon ?? null,
    startsAt: vacancy?.startsOn ?? '',
    endsAt: vacancy?.endsOn ?? '',
    contactThrough: vacancy?.contactThrough ?? 'employer',
    contactId: vacancy ? (vacancy.contact?.id ?? '') : (newContactId ?? ''),
    accountManagerId: vacancy?.accountManager?.id ?? '',
    customFieldValues: Object.fromEntries(
      (vacancy?.customFieldValues ?? []).map((value) => [value.customFieldId, value.value]),
    ),
  };
}

const hours = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/**
 * Vacature toevoegen / wijzigen: every field of SPEC §3 — the job title from the occupations of
 * the vacancies service, hours, education level, the description as rich text (with an AI draft
 * when the organisation has that feature), place with coordinates from the postal code, the
 * publish window, contact person, account manager, contactThrough and custom fields.
 * The server validates (docs/decisions.md); its 422s land on the fields.
 */
export function InternalVacancyForm({
  vacancy,
  employer,
  submitLabel,
  onSubmit,
  onCancel,
  suggester = occupationDescriptionSuggester,
}: Props) {
  const { actor, userContext } = useCurrentContext();
  const staff = actor.userType !== 'contact';
  const form = useForm<Values>({
    defaultValues: defaultsOf(
      vacancy,
      employer.city,
      staff ? (employer.contacts?.[0]?.id ?? null) : actor.employerContactId,
    ),
  });
  const { errors } = form.formState;
  const managers = useAccountManagerOptions(staff);
  const customFields = useVacancyCustomFields(userContext.organization.id);
  const suggestionSnackbar = useRef<number | null>(null);
  const mayAskSuggestion = hasFeature(actor, 'AiSuggestionVacancyDescription');

  const text = (name: 'title' | 'hoursMin' | 'hoursMax' | 'postalCode' | 'city' | 'startsAt' | 'endsAt') =>
    textFieldOf(form, name);

  const submit = form.handleSubmit(async (values) => {
    const keepsJobTitle = values.jobTitle !== null && values.jobTitle.id === null;
    const attributes: InternalVacancyAttributesInput = {
      title: values.title,
      ...(keepsJobTitle
        ? {}
        : {
            jobTitleId: values.jobTitle?.id ?? null,
            jobTitleCode: values.jobTitle?.code ?? null,
            jobTitleLabel: values.jobTitle?.label ?? null,
          }),
      hoursMin: hours(values.hoursMin),
      hoursMax: hours(values.hoursMax),
      educationLevelCode: values.educationLevelCode || null,
      description: values.description,
      postalCode: values.postalCode,
      city: values.city,
      latitude: values.latitude,
      longitude: values.longitude,
      startsAt: values.startsAt || null,
      endsAt: values.endsAt || null,
      contactThrough: values.contactThrough,
      customFieldValues: Object.fromEntries(
        (customFields.data ?? []).map((field) => [field.id, values.customFieldValues[field.id] || null]),
      ),
    };
    // A new vacancy without a chosen account manager gets the employer's primary one (server).
    // An employer contact names a colleague only from the list the server gave (GET employer/{id}/contacts).
    const relations: VacancyRelations = {
      ...(staff || employer.contacts ? { contactId: values.contactId || null } : {}),
      ...(!staff || (vacancy === null && !values.accountManagerId)
        ? {}
        : { accountManagerId: values.accountManagerId || null }),
    };
    try {
      await onSubmit({ attributes, relations });
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
    }
  });

  const locate = async () => {
    const postalCode = form.getValues('postalCode');
    if (!postalCode.trim()) {
      form.setValue('latitude', null);
      form.setValue('longitude', null);
      return;
    }
    const found = await locatePostalCode(postalCode).catch(() => null);
    form.setValue('latitude', found?.lat ?? null);
    form.setValue('longitude', found?.lon ?? null);
    if (found?.city && !form.getValues('city').trim()) form.setValue('city', found.city);
  };

  const suggest = async () => {
    const values = form.getValues();
    const previous = values.description;
    try {
      const html = await suggester.suggest(
        {
          title: values.title,
          jobTitleId: values.jobTitle?.id ?? null,
          jobTitleLabel: values.jobTitle?.label ?? null,
          hoursMin: hours(values.hoursMin),
          hoursMax: hours(values.hoursMax),
          educationLevelCode: values.educationLevelCode || null,
          city: values.city || null,
          employerName: employer.name,
        },
        { occupationStatistics: jobTitlePolicy.read(actor) },
      );
      form.setValue('description', html, { shouldDirty: true });
      // The undo of an earlier draft would bring back what this one replaced: only the newest offers it.
      if (suggestionSnackbar.current !== null) closeSnackbar(suggestionSnackbar.current);
      suggestionSnackbar.current = enqueueSnackbar(
        'Er is een voorstel voor de omschrijving ingevuld. Pas het aan waar nodig.',
        {
          variant: 'success',
          ...(hasOwnText(previous)
            ? {
                action: {
                  label: 'Ongedaan maken',
                  onClick: () => form.setValue('description', previous, { shouldDirty: true }),
                },
              }
            : {}),
        },
      );
    } catch {
      enqueueSnackbar('Er kon geen voorstel worden gemaakt.', { variant: 'error' });
    }
  };

  const latitude = form.watch('latitude');
  const root = errors.root?.message;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {root ? <Alert severity="error">{root}</Alert> : null}
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
            Functie
          </Typography>
          <Controller
            control={form.control}
            name="jobTitle"
            render={({ field }) => (
              <JobTitleAutocomplete
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  if (value && !form.getValues('title').trim()) form.setValue('title', value.label);
                }}
                helperText={errors.jobTitle?.message ?? 'Het beroep uit de beroepenlijst, voor zoeken en matchen.'}
                error={Boolean(errors.jobTitle)}
              />
            )}
          />
          <TextField label="Titel van de vacature" required {...text('title')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Uren per week, minimaal"
              type="number"
              inputMode="numeric"
              fullWidth
              {...text('hoursMin')}
            />
            <TextField
              label="Uren per week, maximaal"
              type="number"
              inputMode="numeric"
              fullWidth
              {...text('hoursMax')}
            />
          </Stack>
          <FormSelect
            control={form.control}
            name="educationLevelCode"
            label="Opleidingsniveau"
            shrinkLabel
            error={errors.educationLevelCode?.message}
            emptyLabel="Geen voorkeur"
            options={EDUCATION_LEVELS.map((level) => ({ value: level.code, label: level.name }))}
          />
          <Stack spacing={1}>
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  label="Omschrijving"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.description?.message}
                />
              )}
            />
            {mayAskSuggestion ? (
              <SuggestDescriptionButton currentDescription={() => form.getValues('description')} onSuggest={suggest} />
            ) : null}
          </Stack>

          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
            Locatie
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Postcode"
              sx={{ maxWidth: { sm: 180 } }}
              {...text('postalCode')}
              onBlur={(event) => {
                void form.register('postalCode').onBlur(event);
                void locate();
              }}
            />
            <TextField label="Plaats" fullWidth {...text('city')} />
          </Stack>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {latitude !== null
              ? 'De ligging op de kaart is bepaald uit de postcode.'
              : 'Met een postcode komt de vacature op de kaart en telt de afstand mee bij het zoeken.'}
          </Typography>

          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
            Publicatie
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Publiceren vanaf"
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              {...text('startsAt')}
              helperText={errors.startsAt?.message ?? 'Leeg laten: de vacature blijft een concept.'}
            />
            <TextField
              label="Publiceren tot en met"
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              {...text('endsAt')}
              helperText={errors.endsAt?.message ?? 'Leeg laten: zonder einddatum.'}
            />
          </Stack>

          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
            Contact
          </Typography>
          {employer.contacts ? (
            <VacancyContactSelect control={form.control} name="contactId" contacts={employer.contacts} />
          ) : null}
          {staff ? (
            <FormSelect
              control={form.control}
              name="accountManagerId"
              label="Accountmanager"
              shrinkLabel
              emptyLabel={vacancy === null ? 'De primaire accountmanager van de werkgever' : 'Geen accountmanager'}
              options={namedOptions(managers.data ?? [])}
            />
          ) : null}
          <Controller
            control={form.control}
            name="contactThrough"
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">Kandidaten nemen contact op</FormLabel>
                <RadioGroup value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  {CONTACT_THROUGH_OPTIONS.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio />}
                      label={CONTACT_THROUGH_LABELS[option]}
                    />
                  ))}
                </RadioGroup>
              </Box>
            )}
          />

          {(customFields.data ?? []).length > 0 ? (
            <>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
                Overige gegevens
              </Typography>
              {(customFields.data ?? []).map((field) => (
                <Controller
                  key={field.id}
                  control={form.control}
                  name={`customFieldValues.${field.id}`}
                  render={({ field: input }) => {
                    const common = {
                      label: field.label,
                      value: input.value ?? '',
                      onChange: input.onChange,
                      error: Boolean(errors.customFieldValues?.[field.id]),
                      helperText: errors.customFieldValues?.[field.id]?.message,
                    };
                    if (field.fieldType === 'select' || field.fieldType === 'boolean') {
                      const options =
                        field.fieldType === 'boolean'
                          ? [
                              { value: 'true', label: 'Ja' },
                              { value: 'false', label: 'Nee' },
                            ]
                          : field.options.map((option) => ({ value: option, label: option }));
                      return (
                        <TextField select {...common}>
                          <MenuItem value="">Niet ingevuld</MenuItem>
                          {options.map((option) => (
                            <MenuItem key={option.value} value={option.value}>
                              {option.label}
                            </MenuItem>
                          ))}
                        </TextField>
                      );
                    }
                    if (field.fieldType === 'date')
                      return <TextField type="date" slotProps={{ inputLabel: { shrink: true } }} {...common} />;
                    return <TextField {...common} />;
                  }}
                />
              ))}
            </>
          ) : null}

          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>Annuleren</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
