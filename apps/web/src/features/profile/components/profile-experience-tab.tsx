import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_LEVELS, LANGUAGE_SKILL_PARTS, LANGUAGES, type LanguageSkillPart } from '@koers/shared/profiles';
import {
  courseSchema,
  educationSchema,
  languageSkillSchema,
  preferredEducationSchema,
  workExperienceSchema,
} from '@koers/shared/schemas/profile.schema';
import { z } from '@koers/shared/zod-nl';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { updateProfile } from '../api/update-profile';
import { DocumentsCard } from './documents-card';
import { EducationLevelSelect } from './education-level-select';
import { fieldError } from './field-error';
import { ListSection } from './list-section';
import { MonthField } from './month-field';
import { SaveBar } from './save-bar';
import { reportSaveOutcome } from './save-outcome';

const schema = z.object({
  workExperience: z.array(workExperienceSchema),
  educations: z.array(educationSchema),
  courses: z.array(courseSchema),
  preferredEducations: z.array(preferredEducationSchema),
  languageSkills: z.array(languageSkillSchema),
});
type Values = z.input<typeof schema>;

const nullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Ervaring: work experience, educations, courses, languages, and the résumé and other documents. */
export function ProfileExperienceTab({ profile, source }: { profile: Profile; source: ProfileSource }) {
  const editable = profile.can.update;
  const { run, saving } = useProfileUpdates(source);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      workExperience: profile.workExperience,
      educations: profile.educations,
      courses: profile.courses,
      preferredEducations: profile.preferredEducations,
      languageSkills: profile.languageSkills,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const failures = await run([{ label: 'profile', call: () => updateProfile(profile.id, schema.parse(values)) }]);
    reportSaveOutcome(form, failures);
  });

  const errorOf = (path: FieldPath<Values>) => fieldError(errors, path);
  const field = (
    path: FieldPath<Values>,
    label: string,
    options: { type?: string; multiline?: boolean; asNumber?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      type={options.type ?? 'text'}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      disabled={!editable}
      fullWidth
      {...form.register(path, {
        setValueAs: options.asNumber ? nullableNumber : undefined,
      })}
      error={Boolean(errorOf(path))}
      helperText={errorOf(path)}
    />
  );
  const monthField = (path: FieldPath<Values>, label: string, required: boolean) => (
    <Controller
      control={form.control}
      name={path}
      render={({ field: month }) => (
        <MonthField
          label={label}
          value={month.value as string | null}
          onChange={month.onChange}
          required={required}
          disabled={!editable}
          error={errorOf(path)}
        />
      )}
    />
  );
  const levelSelect = (path: FieldPath<Values>) => (
    <EducationLevelSelect control={form.control} name={path} label="Niveau" editable={editable} error={errorOf(path)} />
  );
  const checkbox = (path: FieldPath<Values>, label: string) => (
    <Controller
      control={form.control}
      name={path}
      render={({ field: box }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(box.value)}
              disabled={!editable}
              onChange={(event) => box.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );

  /** A list's card: "Talen", "Nog geen talen ingevuld.", "Taal toevoegen", "Taal verwijderen 2". */
  const section = (title: string, item: string) => ({
    control: form.control,
    editable,
    title,
    empty: `Nog geen ${title.toLowerCase()} ingevuld.`,
    addLabel: `${item} toevoegen`,
    removeLabel: `${item} verwijderen`,
  });

  return (
    <Stack spacing={3}>
      <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Profiel: ervaring">
        <ListSection
          {...section('Werkervaring', 'Werkervaring')}
          name="workExperience"
          newItem={() => ({
            position: '',
            employer: '',
            city: null,
            startMonth: '',
            endMonth: null,
            description: null,
          })}
          renderItem={(index) => (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field(`workExperience.${index}.position`, 'Functie', { required: true })}
                {field(`workExperience.${index}.employer`, 'Werkgever', { required: true })}
                {field(`workExperience.${index}.city`, 'Plaats')}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {monthField(`workExperience.${index}.startMonth`, 'Van', true)}
                {monthField(`workExperience.${index}.endMonth`, 'Tot (leeg: nog in dienst)', false)}
              </Stack>
              {field(`workExperience.${index}.description`, 'Wat deed je?', { multiline: true })}
            </Stack>
          )}
        />
        <ListSection
          {...section('Opleidingen', 'Opleiding')}
          name="educations"
          newItem={() => ({
            name: '',
            institution: null,
            educationLevelCode: null,
            startYear: null,
            endYear: null,
            diploma: false,
          })}
          renderItem={(index) => (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field(`educations.${index}.name`, 'Opleiding', { required: true })}
                {field(`educations.${index}.institution`, 'School')}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                {levelSelect(`educations.${index}.educationLevelCode`)}
                {field(`educations.${index}.startYear`, 'Beginjaar', { type: 'number', asNumber: true })}
                {field(`educations.${index}.endYear`, 'Eindjaar', { type: 'number', asNumber: true })}
                {checkbox(`educations.${index}.diploma`, 'Diploma behaald')}
              </Stack>
            </Stack>
          )}
        />
        <ListSection
          {...section('Cursussen', 'Cursus')}
          name="courses"
          newItem={() => ({ name: '', institution: null, year: null, certificate: false })}
          renderItem={(index) => (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              {field(`courses.${index}.name`, 'Cursus', { required: true })}
              {field(`courses.${index}.institution`, 'Aanbieder')}
              {field(`courses.${index}.year`, 'Jaar', { type: 'number', asNumber: true })}
              {checkbox(`courses.${index}.certificate`, 'Certificaat')}
            </Stack>
          )}
        />
        <ListSection
          {...section('Opleidingswensen', 'Opleidingswens')}
          name="preferredEducations"
          newItem={() => ({ name: '', educationLevelCode: null })}
          renderItem={(index) => (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field(`preferredEducations.${index}.name`, 'Opleiding', { required: true })}
              {levelSelect(`preferredEducations.${index}.educationLevelCode`)}
            </Stack>
          )}
        />
        <ListSection
          {...section('Talen', 'Taal')}
          name="languageSkills"
          newItem={() => {
            // The first language not listed yet: each language appears once.
            const used = new Set(form.getValues('languageSkills').map((skill) => skill.code));
            const code = Object.keys(LANGUAGES).find((candidate) => !used.has(candidate)) ?? 'en';
            return { code, understanding: 2, speaking: 2, reading: 2, writing: 2 };
          }}
          renderItem={(index) => (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name={`languageSkills.${index}.code`}
                render={({ field: select }) => (
                  <TextField
                    select
                    label="Taal"
                    {...select}
                    disabled={!editable}
                    sx={{ minWidth: 200 }}
                    error={Boolean(errorOf(`languageSkills.${index}.code`))}
                    helperText={errorOf(`languageSkills.${index}.code`)}
                  >
                    {Object.entries(LANGUAGES).map(([code, name]) => (
                      <MenuItem key={code} value={code}>
                        {name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {(Object.keys(LANGUAGE_SKILL_PARTS) as LanguageSkillPart[]).map((part) => (
                <Controller
                  key={part}
                  control={form.control}
                  name={`languageSkills.${index}.${part}`}
                  render={({ field: select }) => (
                    <TextField
                      select
                      label={LANGUAGE_SKILL_PARTS[part]}
                      value={select.value}
                      disabled={!editable}
                      onChange={(event) => select.onChange(Number(event.target.value))}
                      fullWidth
                    >
                      {Object.entries(LANGUAGE_LEVELS).map(([level, name]) => (
                        <MenuItem key={level} value={Number(level)}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              ))}
            </Stack>
          )}
        />
        {editable ? (
          <SaveBar
            saving={saving}
            error={errors.root?.message ?? errors.languageSkills?.root?.message ?? errors.languageSkills?.message}
          />
        ) : null}
      </Stack>
      <DocumentsCard profile={profile} source={source} />
    </Stack>
  );
}
