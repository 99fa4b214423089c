import { EMAIL_FREQUENCIES, EMAIL_FREQUENCY_LABELS, type EmailFrequency } from '@koers/shared/notifications';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { usePendingChoice } from '../../../lib/use-pending-choice';
import { usePersonalEmailSettings, useUpdatePersonalEmailSettings } from '../api/email-settings';

/** `/settings/personal/email-settings`: how often the person gets mail about their notifications. */
export function PersonalEmailSettingsRoute() {
  usePageTitle('E-mailinstellingen');
  const settings = usePersonalEmailSettings();
  const update = useUpdatePersonalEmailSettings();
  const [frequency, chooseFrequency, forgetFrequency] = usePendingChoice(settings.data);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" component="h1">
        E-mailinstellingen
      </Typography>
      {settings.isPending ? (
        <Box role="status" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label="Bezig met laden" />
        </Box>
      ) : settings.isError ? (
        <Alert severity="error">De e-mailinstellingen konden niet worden geladen.</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <FormControl>
              <FormLabel id="email-frequency-label">E-mail over je meldingen</FormLabel>
              <RadioGroup
                aria-labelledby="email-frequency-label"
                value={frequency}
                onChange={(event) => {
                  const chosen = event.target.value as EmailFrequency;
                  chooseFrequency(chosen);
                  update.mutate(chosen, {
                    onSuccess: () => enqueueSnackbar('E-mailinstelling opgeslagen', { variant: 'success' }),
                    onError: forgetFrequency,
                  });
                }}
              >
                {EMAIL_FREQUENCIES.map((frequency) => (
                  <FormControlLabel
                    key={frequency}
                    value={frequency}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mt: 1 }}
                    label={
                      <Box sx={{ pt: 1 }}>
                        <Typography>{EMAIL_FREQUENCY_LABELS[frequency].label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {EMAIL_FREQUENCY_LABELS[frequency].help}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </CardContent>
        </Card>
      )}
      <Typography variant="body2">
        <Link component={RouterLink} to="/notifications">
          Naar je meldingen
        </Link>
      </Typography>
    </Stack>
  );
}
