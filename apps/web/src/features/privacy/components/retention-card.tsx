import { organizationPolicy, RETENTION_DAYS } from '@koers/shared';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useRetention, useUpdateRetention } from '../api/privacy';

/** On the settings hub, for administrators: how long archived dossiers are kept (AVG, issue 37.4). */
export function RetentionCard() {
  const { actor, userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const allowed = organizationPolicy.manage(actor);
  const retention = useRetention(organizationId, allowed);
  const update = useUpdateRetention(organizationId);
  const [days, setDays] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (retention.data) setDays(String(retention.data.archivedDossierRetentionDays));
  }, [retention.data]);
  if (!allowed || !retention.data) return null;
  const error = isApiError(update.error) ? update.error.errors[0]?.detail : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="retention-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="retention-title" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Bewaartermijn
          </Typography>
          <Typography color="text.secondary">
            Gearchiveerde dossiers worden na deze termijn automatisch en definitief gewist. De Autoriteit
            Persoonsgegevens noemt 4 weken tot 1 jaar; standaard is {RETENTION_DAYS.default} dagen.
          </Typography>
          <Stack
            component="form"
            noValidate
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
            onSubmit={(event) => {
              event.preventDefault();
              setSaved(false);
              update.mutate({ archivedDossierRetentionDays: Number(days) }, { onSuccess: () => setSaved(true) });
            }}
          >
            <TextField
              label="Bewaren na archiveren (dagen)"
              type="number"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? `Tussen ${RETENTION_DAYS.min} en ${RETENTION_DAYS.max} dagen.`}
              sx={{ minWidth: 300 }}
            />
            <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: { sm: 1 } }}>
              Opslaan
            </Button>
          </Stack>
          {saved ? <Alert severity="success">De bewaartermijn is opgeslagen.</Alert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
