import { TOGGLE_GROUPS, type ToggleGroup } from '@koers/shared/profiles';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile } from '../api/profile-types';
import { type UpdateCall, useProfileUpdates } from '../api/profile-updates';
import { saveToggles } from '../api/save-toggles';
import { saveTraits } from '../api/save-traits';
import { SaveBar } from './save-bar';
import { reportSaveOutcome } from './save-outcome';
import { ToggleGroupField } from './toggle-group-field';

type Values = { groups: Record<string, string[]> };

/**
 * Toggle groups of one tab: ordinary groups save through …/toggles, the health groups through
 * …/traits (docs/decisions.md); `extra` adds the tab's other fields and calls.
 */
export function ProfileTogglesForm({
  profile,
  source,
  groups,
  label,
  children,
  extraCalls,
}: {
  profile: Profile;
  source: ProfileSource;
  groups: ToggleGroup[];
  label: string;
  children?: ReactNode;
  extraCalls?: () => UpdateCall[];
}) {
  const editable = profile.can.update;
  const { run, saving } = useProfileUpdates(source);
  const form = useForm<Values>({
    values: { groups: Object.fromEntries(groups.map((group) => [group, profile.toggles[group] ?? []])) },
  });
  const plain = groups.filter((group) => !TOGGLE_GROUPS[group].sensitive);
  const sensitive = groups.filter((group) => TOGGLE_GROUPS[group].sensitive);

  const submit = form.handleSubmit(async (values) => {
    const pick = (keys: ToggleGroup[]) => Object.fromEntries(keys.map((group) => [group, values.groups[group] ?? []]));
    const calls: UpdateCall[] = [...(extraCalls?.() ?? [])];
    if (plain.length > 0) calls.push({ label: 'toggles', call: () => saveToggles(profile.id, pick(plain)) });
    if (sensitive.length > 0) calls.push({ label: 'traits', call: () => saveTraits(profile.id, pick(sensitive)) });
    reportSaveOutcome(form, await run(calls));
  });

  const field = (group: ToggleGroup) => (
    <Controller
      key={group}
      control={form.control}
      name={`groups.${group}`}
      render={({ field: chips }) => (
        <ToggleGroupField group={group} value={chips.value ?? []} onChange={chips.onChange} disabled={!editable} />
      )}
    />
  );

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label={label}>
      {children}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>{plain.map(field)}</Stack>
      </Paper>
      {sensitive.length > 0 ? (
        <Paper variant="outlined" component="section" aria-label="Gezondheid" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={3}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
              Gezondheid en mogelijkheden
            </Typography>
            <Alert severity="info">
              Dit zijn bijzondere persoonsgegevens. Alleen jij en je coaches zien ze; ze worden nooit met werkgevers
              gedeeld. Invullen is niet verplicht.
            </Alert>
            {sensitive.map(field)}
          </Stack>
        </Paper>
      ) : null}
      {editable ? <SaveBar saving={saving} /> : null}
    </Stack>
  );
}
