import { DOSSIER_EMAIL_SETTING_LABELS, DOSSIER_EMAIL_SETTINGS } from '@koers/shared/dossiers';
import { CircularProgress, FormControlLabel, FormGroup, Paper, Stack, Switch, Typography } from '@mui/material';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { usePendingChoice } from '../../../lib/use-pending-choice';
import type { Dossier } from '../api/get-dossier';
import { useEmailSettings } from '../api/get-email-settings';
import { useUpdateEmailSettings } from '../api/update-email-settings';

/** E-mailinstellingen of a dossier: each switch saves at once. */
export function EmailSettingsForm({ dossier }: { dossier: Dossier }) {
  const settings = useEmailSettings(dossier.id);
  const update = useUpdateEmailSettings();
  const [shown, choose, forget] = usePendingChoice(settings.data);
  if (!shown) return <CircularProgress aria-label="Bezig met laden" />;
  const editable = dossier.can.update;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography color="text.secondary">Welke e-mails over dit dossier worden verstuurd.</Typography>
        <FormGroup>
          {DOSSIER_EMAIL_SETTINGS.map((key) => (
            <Stack key={key} sx={{ py: 1 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={shown[key]}
                    disabled={!editable || update.isPending}
                    onChange={(event) => {
                      choose({ ...shown, [key]: event.target.checked });
                      update.mutate(
                        { dossierId: dossier.id, attributes: { [key]: event.target.checked } },
                        { onSuccess: () => enqueueSnackbar('Opgeslagen.', { variant: 'success' }), onError: forget },
                      );
                    }}
                    slotProps={{ input: { 'aria-describedby': `email-setting-${key}` } }}
                  />
                }
                label={DOSSIER_EMAIL_SETTING_LABELS[key].label}
              />
              <Typography id={`email-setting-${key}`} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                {DOSSIER_EMAIL_SETTING_LABELS[key].help}
              </Typography>
            </Stack>
          ))}
        </FormGroup>
      </Stack>
    </Paper>
  );
}
