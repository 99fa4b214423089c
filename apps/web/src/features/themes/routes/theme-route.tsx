import { zodResolver } from '@hookform/resolvers/zod';
import { themePolicy } from '@koers/shared/permissions/theme.policy';
import {
  PALETTE_LABELS,
  THEME_IMAGE_KINDS,
  type ThemeUpdateInput,
  themeUpdateSchema,
} from '@koers/shared/schemas/theme.schema';
import { PALETTE_NAMES, type PaletteName } from '@koers/shared/theme-contrast';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRootError } from '../../../components/form-root-error';
import { NoAccessPage } from '../../../components/no-access-page';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import { type ManagedTheme, useManagedThemes, useUpdateManagedTheme } from '../api/managed-themes';
import { ThemeImageField } from '../components/theme-image-field';
import { ThemePreview } from '../components/theme-preview';

const valuesOf = (theme: ManagedTheme): ThemeUpdateInput => ({
  palette: { ...theme.palette },
  userInterface: { organizationName: theme.userInterface.organizationName },
});

const HEX = /^#[0-9a-fA-F]{6}$/;

function ColourField({ form, name }: { form: ReturnType<typeof useForm<ThemeUpdateInput>>; name: PaletteName }) {
  const value = useWatch({ control: form.control, name: `palette.${name}` });
  const label = PALETTE_LABELS[name];
  // The ref to the text input itself: given to the field's root, react-hook-form would take the
  // first input inside it, the colour picker.
  const { ref, ...field } = textFieldOf(form, `palette.${name}`, { help: 'Als #RRGGBB.' });
  return (
    <TextField
      label={label}
      autoComplete="off"
      inputRef={ref}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label} kiezen`}
                value={HEX.test(value ?? '') ? value.toLowerCase() : '#000000'}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  form.setValue(`palette.${name}`, event.target.value.toUpperCase(), {
                    shouldValidate: true,
                    shouldDirty: true,
                  })
                }
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
      {...field}
    />
  );
}

function ThemeForm({ theme }: { theme: ManagedTheme }) {
  const update = useUpdateManagedTheme(theme.id);
  const form = useForm<ThemeUpdateInput>({
    resolver: zodResolver(themeUpdateSchema),
    defaultValues: valuesOf(theme),
    mode: 'onChange',
  });
  useEffect(() => form.reset(valuesOf(theme)), [form, theme]);
  const palette = useWatch({ control: form.control, name: 'palette' });
  const organizationName = useWatch({ control: form.control, name: 'userInterface.organizationName' });
  // The preview shows the colours typed so far; one that is no colour yet keeps the saved one.
  const previewPalette = Object.fromEntries(
    PALETTE_NAMES.map((name) => [name, HEX.test(palette?.[name] ?? '') ? palette[name] : theme.palette[name]]),
  ) as ManagedTheme['palette'];
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={`Huisstijl van ${theme.host}`}>
          <TextField
            label="Naam die Koers toont"
            autoComplete="organization"
            {...textFieldOf(form, 'userInterface.organizationName', { help: 'In de balk bovenaan en in de titel.' })}
          />
          {PALETTE_NAMES.map((name) => (
            <ColourField key={name} form={form} name={name} />
          ))}
          <FormRootError message={form.formState.errors.root?.message} />
          <Box>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Opslaan
            </Button>
          </Box>
        </Stack>
        <Stack spacing={2.5} sx={{ mt: 4 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Afbeeldingen
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Een gekozen afbeelding wordt meteen opgeslagen en is zonder inloggen te zien.
          </Typography>
          {THEME_IMAGE_KINDS.map((kind) => (
            <ThemeImageField
              key={kind}
              themeId={theme.id}
              kind={kind}
              url={kind === 'logo' ? theme.userInterface.logoUrl : theme.userInterface.splashImageUrl}
            />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={1} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Voorbeeld
          </Typography>
          <ThemePreview
            palette={previewPalette}
            organizationName={organizationName ?? ''}
            logoUrl={theme.userInterface.logoUrl}
            splashImageUrl={theme.userInterface.splashImageUrl}
          />
          <Typography variant="body2" color="text.secondary">
            Koers maakt een lichte kleur voor tekst en links iets donkerder, zodat die leesbaar blijft. Een kleur waarop
            tekst nergens goed leesbaar is, wordt geweigerd.
          </Typography>
        </Stack>
      </Grid>
    </Grid>
  );
}

/**
 * `/theme` (issue 39.2): the look of the hosts the organisation is served from — the palette, the
 * name Koers shows, the logo and the splash image — with a live preview; the super user sets any host's.
 */
export function ThemeRoute() {
  usePageTitle('Huisstijl');
  const { actor } = useCurrentContext();
  const themes = useManagedThemes();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!themePolicy.manage(actor)) return <NoAccessPage reason="no-access" />;
  const theme = themes.data?.find((item) => item.id === chosen) ?? themes.data?.[0];
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={[{ label: 'Instellingen', to: '/settings' }]} current="Huisstijl" />}
      title="Huisstijl"
      maxWidth={1100}
    >
      {themes.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : themes.isError ? (
        <Alert severity="error">De huisstijl kon niet worden geladen.</Alert>
      ) : !theme ? (
        <Alert severity="info">
          Je organisatie heeft nog geen eigen webadres. Koers toont dan de standaardhuisstijl; vraag de beheerder van
          Koers om een webadres voor je organisatie.
        </Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              {(themes.data?.length ?? 0) > 1 ? (
                <TextField
                  select
                  label="Webadres"
                  value={theme.id}
                  onChange={(event) => setChosen(event.target.value)}
                  sx={{ maxWidth: 420 }}
                >
                  {themes.data?.map((item) => (
                    <MenuItem key={item.id} value={item.id}>
                      {item.host}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Typography>
                  Voor <strong>{theme.host}</strong>
                </Typography>
              )}
              <ThemeForm key={theme.id} theme={theme} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </CrumbedPage>
  );
}
