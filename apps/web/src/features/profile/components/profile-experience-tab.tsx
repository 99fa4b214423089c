import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_LEVELS, LANGUAGE_SKILL_PARTS, LANGUAGES, type LanguageSkillPart } from '@koers/shared/profiles';
import { EDUCATION_LEVEL_NOT_APPLICABLE } from '@koers/shared/reference-lists';
import {
  courseSchema,
  educationSchema,
  languageSkillSchema,
  preferredEducationSchema,
  workExperienceSchema,
} from '@koers/shared/schemas/profile.schema';
import { z } from '@koers/shared/zod-nl';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useReferenceList } from '../api/get-reference-list';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { updateProfile } from '../api/update-profile';
import { DocumentsCard } from './documents-card';
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
  const levels = useReferenceList('education_levels');
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
  const work = useFieldArray({ control: form.control, name: 'workExperience' });
  const educations = useFieldArray({ control: form.control, name: 'educations' });
  const courses = useFieldArray({ control: form.control, name: 'courses' });
  const preferred = useFieldArray({ control: form.control, name: 'preferredEducations' });
  const languages = useFieldArray({ control: form.control, name: 'languageSkills' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const failures = await run([{ label: 'profile', call: () => updateProfile(profile.id, schema.parse(values)) }]);
    reportSaveOutcome(form, failures);
  });

  const errorOf = (path: FieldPath<Values>): string | undefined => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
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
  const levelSelect = (path: FieldPath<Values>): ReactNode => (
    <Controller
      control={form.control}
      name={path}
      render={({ field: select }) => (
        <TextField
          select
          label="Niveau"
          value={(select.value as string | null) ?? ''}
          disabled={!editable}
          onChange={(event) => select.onChange(event.target.value || null)}
          error={Boolean(errorOf(path))}
          helperText={errorOf(path)}
          fullWidth
        >
          <MenuItem value="">Niet ingevuld</MenuItem>
          {(levels.data ?? [])
            .filter((level) => level.code !== EDUCATION_LEVEL_NOT_APPLICABLE)
            .map((level) => (
              <MenuItem key={level.code} value={level.code}>
                {level.name}
              </MenuItem>
            ))}
        </TextField>
      )}
    />
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

  return (
    <Stack spacing={3}>
      <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Profiel: ervaring">
        <ListSection
          title="Werkervaring"
          empty="Nog geen werkervaring ingevuld."
          addLabel="Werkervaring toevoegen"
          removeLabel="Werkervaring verwijderen"
          count={work.fields.length}
          editable={editable}
          onAdd={() =>
            work.append({ position: '', employer: '', city: null, startMonth: '', endMonth: null, description: null })
          }
          onRemove={work.remove}
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
          title="Opleidingen"
          empty="Nog geen opleidingen ingevuld."
          addLabel="Opleiding toevoegen"
          removeLabel="Opleiding verwijderen"
          count={educations.fields.length}
          editable={editable}
          onAdd={() =>
            educations.append({
              name: '',
              institution: null,
              educationLevelCode: null,
              startYear: null,
              endYear: null,
              diploma: false,
            })
          }
          onRemove={educations.remove}
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
          title="Cursussen"
          empty="Nog geen cursussen ingevuld."
          addLabel="Cursus toevoegen"
          removeLabel="Cursus verwijderen"
          count={courses.fields.length}
          editable={editable}
          onAdd={() => courses.append({ name: '', institution: null, year: null, certificate: false })}
          onRemove={courses.remove}
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
          title="Opleidingswensen"
          empty="Nog geen opleidingswensen ingevuld."
          addLabel="Opleidingswens toevoegen"
          removeLabel="Opleidingswens verwijderen"
          count={preferred.fields.length}
          editable={editable}
          onAdd={() => preferred.append({ name: '', educationLevelCode: null })}
          onRemove={preferred.remove}
          renderItem={(index) => (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field(`preferredEducations.${index}.name`, 'Opleiding', { required: true })}
              {levelSelect(`preferredEducations.${index}.educationLevelCode`)}
            </Stack>
          )}
        />
        <ListSection
          title="Talen"
          empty="Nog geen talen ingevuld."
          addLabel="Taal toevoegen"
          removeLabel="Taal verwijderen"
          count={languages.fields.length}
          editable={editable}
          onAdd={() => {
            // The first language not listed yet: each language appears once.
            const used = new Set(form.getValues('languageSkills').map((skill) => skill.code));
            const code = Object.keys(LANGUAGES).find((candidate) => !used.has(candidate)) ?? 'en';
            languages.append({ code, understanding: 2, speaking: 2, reading: 2, writing: 2 });
          }}
          onRemove={languages.remove}
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
