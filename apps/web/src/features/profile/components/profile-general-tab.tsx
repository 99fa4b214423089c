import { zodResolver } from '@hookform/resolvers/zod';
import { SOCIAL_MEDIA_PLATFORMS, WORK_SCHEDULES } from '@koers/shared/profiles';
import { profileUpdateSchema, socialMediaListSchema, videoListSchema } from '@koers/shared/schemas/profile.schema';
import { z } from '@koers/shared/zod-nl';
import { FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { textFieldOf } from '../../../lib/form-errors';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { saveSocialMedia } from '../api/save-social-media';
import { saveToggles } from '../api/save-toggles';
import { saveVideos } from '../api/save-videos';
import { updateProfile } from '../api/update-profile';
import { CodeChips } from './code-chips';
import { EducationLevelSelect } from './education-level-select';
import { fieldError } from './field-error';
import { ListEditor } from './list-section';
import { ProfilePhoto } from './profile-photo';
import { SaveBar } from './save-bar';
import { reportSaveOutcome } from './save-outcome';
import { ToggleGroupField } from './toggle-group-field';

const schema = z.object({
  profile: profileUpdateSchema,
  links: socialMediaListSchema.shape.links,
  videos: videoListSchema.shape.videos,
  transportModes: z.array(z.string()),
});
type Values = z.input<typeof schema>;

const hours = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Algemeen: photo, about me, contact, hours and schedule, transport, social media and videos. */
export function ProfileGeneralTab({ profile, source }: { profile: Profile; source: ProfileSource }) {
  const editable = profile.can.update;
  const { run, saving } = useProfileUpdates(source);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      profile: {
        title: profile.title ?? '',
        aboutMe: profile.aboutMe ?? '',
        phone: profile.phone ?? '',
        postalCode: profile.postalCode ?? '',
        hobbies: profile.hobbies ?? '',
        publishProfile: profile.publishProfile,
        bbl: profile.bbl,
        hoursPerWeekMin: profile.hoursPerWeekMin,
        hoursPerWeekMax: profile.hoursPerWeekMax,
        workSchedule: profile.workSchedule,
        educationLevelSoft: profile.educationLevelSoft,
      },
      links: profile.socialMediaLinks.map(({ platform, url }) => ({ platform: platform as 'linkedin', url })),
      videos: profile.videos.map(({ title, url }) => ({ title, url })),
      transportModes: profile.toggles.transportModes,
    },
    resetOptions: { keepDirtyValues: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const parsed = schema.parse(values);
    const failures = await run([
      { label: 'profile', call: () => updateProfile(profile.id, parsed.profile) },
      { label: 'links', call: () => saveSocialMedia(profile.id, parsed.links) },
      { label: 'videos', call: () => saveVideos(profile.id, parsed.videos) },
      { label: 'toggles', call: () => saveToggles(profile.id, { transportModes: parsed.transportModes }) },
    ]);
    reportSaveOutcome(form, failures, { profile: 'profile' });
  });

  /** A text field's registration, state and error message. */
  const text = (path: FieldPath<Values>) => ({
    ...form.register(path),
    disabled: !editable,
    error: Boolean(fieldError(errors, path)),
    helperText: fieldError(errors, path),
  });

  const switchField = (path: 'profile.bbl' | 'profile.publishProfile', label: string) => (
    <Controller
      control={form.control}
      name={path}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              disabled={!editable}
            />
          }
          label={label}
        />
      )}
    />
  );
  const rows = { control: form.control, editable, layout: 'row' } as const;

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Profiel: algemeen">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <ProfilePhoto profile={profile} source={source} editable={editable} />
          <div>
            <Typography variant="body2" color="text.secondary">
              Naam
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{profile.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {source.kind === 'mine'
                ? 'Je naam wijzigt je coach in je persoonsgegevens.'
                : 'De naam wijzig je bij Bewerken, in de persoonsgegevens.'}
            </Typography>
          </div>
          <TextField label="Titel" placeholder="Bijvoorbeeld: Logistiek medewerker" {...text('profile.title')} />
          <TextField label="Over mij" multiline minRows={4} {...text('profile.aboutMe')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Telefoonnummer" type="tel" fullWidth {...text('profile.phone')} />
            <TextField label="Postcode" fullWidth {...text('profile.postalCode')} />
          </Stack>
          <TextField label="Hobby’s" {...text('profile.hobbies')} />
          <EducationLevelSelect
            control={form.control}
            name="profile.educationLevelSoft"
            label="Opleidingsniveau"
            editable={editable}
            error={errors.profile?.educationLevelSoft?.message}
          />
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
            Werken
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Minimaal aantal uren per week"
              type="number"
              fullWidth
              disabled={!editable}
              {...textFieldOf(form, 'profile.hoursPerWeekMin', { setValueAs: hours })}
              slotProps={{ htmlInput: { min: 0, max: 60 } }}
            />
            <TextField
              label="Maximaal aantal uren per week"
              type="number"
              fullWidth
              disabled={!editable}
              {...textFieldOf(form, 'profile.hoursPerWeekMax', { setValueAs: hours })}
              slotProps={{ htmlInput: { min: 0, max: 60 } }}
            />
          </Stack>
          <Controller
            control={form.control}
            name="profile.workSchedule"
            render={({ field }) => (
              <CodeChips
                label="Wanneer kun je werken?"
                items={Object.entries(WORK_SCHEDULES).map(([code, name]) => ({ code, name }))}
                value={field.value ?? []}
                onChange={field.onChange}
                disabled={!editable}
              />
            )}
          />
          <Controller
            control={form.control}
            name="transportModes"
            render={({ field }) => (
              <ToggleGroupField
                group="transportModes"
                value={field.value}
                onChange={field.onChange}
                disabled={!editable}
              />
            )}
          />
          {switchField('profile.bbl', 'Ik wil leren en werken tegelijk (BBL)')}
          {switchField('profile.publishProfile', 'Mijn profiel mag getoond worden aan werkgevers')}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
            Social media en video’s
          </Typography>
          <ListEditor
            {...rows}
            name="links"
            addLabel="Social media toevoegen"
            removeLabel="Link verwijderen"
            newItem={() => ({ platform: 'linkedin' as const, url: 'https://' })}
            renderItem={(index) => (
              <>
                <Controller
                  control={form.control}
                  name={`links.${index}.platform`}
                  render={({ field }) => (
                    <TextField select label="Platform" {...field} disabled={!editable} sx={{ minWidth: 180 }}>
                      {Object.entries(SOCIAL_MEDIA_PLATFORMS).map(([code, name]) => (
                        <MenuItem key={code} value={code}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField label="Internetadres" fullWidth {...text(`links.${index}.url`)} />
              </>
            )}
          />
          <ListEditor
            {...rows}
            name="videos"
            addLabel="Video toevoegen"
            removeLabel="Video verwijderen"
            newItem={() => ({ title: '', url: 'https://' })}
            renderItem={(index) => (
              <>
                <TextField label="Titel van de video" sx={{ minWidth: 220 }} {...text(`videos.${index}.title`)} />
                <TextField label="Link naar YouTube of Vimeo" fullWidth {...text(`videos.${index}.url`)} />
              </>
            )}
          />
        </Stack>
      </Paper>
      {editable ? <SaveBar saving={saving} error={errors.root?.message} /> : null}
    </Stack>
  );
}
