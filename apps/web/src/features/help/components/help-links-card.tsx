import type { HelpLinks } from '@koers/shared';
import { organizationPolicy } from '@koers/shared/permissions/organization.policy';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useUpdateHelpLinks } from '../api/help-links';

const FIELDS: Array<{ key: keyof HelpLinks; label: string; helper: string }> = [
  { key: 'staff', label: 'Help voor medewerkers', helper: 'Voor jobcoaches, accountmanagers en beheerders.' },
  { key: 'client', label: 'Help voor kandidaten', helper: 'Voor kandidaten in hun eigen omgeving.' },
  { key: 'contact', label: 'Help voor werkgevers', helper: 'Voor contactpersonen van werkgevers.' },
];

const EMPTY_HINT = 'Een adres met https:// of een pagina binnen Koers (/pages/…); leeg: geen Help in het menu.';

/** On the settings hub, for administrators: where 'Help' in the menu leads, per audience (SPEC §6). */
export function HelpLinksCard() {
  const { actor, userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const saved = userContext.organization.helpLinks;
  const update = useUpdateHelpLinks(organizationId);
  const [links, setLinks] = useState<Record<keyof HelpLinks, string>>({
    staff: saved?.staff ?? '',
    client: saved?.client ?? '',
    contact: saved?.contact ?? '',
  });
  const [done, setDone] = useState(false);
  if (!organizationPolicy.manage(actor)) return null;
  const errors = isApiError(update.error, 422) ? update.error.fieldErrors() : {};
  return (
    <Card variant="outlined" component="section" aria-labelledby="help-links-title">
      <CardContent>
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setDone(false);
            const value = (text: string) => (text.trim() === '' ? null : text.trim());
            update.mutate(
              { staff: value(links.staff), client: value(links.client), contact: value(links.contact) },
              { onSuccess: () => setDone(true) },
            );
          }}
        >
          <Typography id="help-links-title" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Helplinks
          </Typography>
          <Typography color="text.secondary">
            Waar ‘Help’ in het menu naartoe leidt, apart voor medewerkers, kandidaten en werkgevers. {EMPTY_HINT}
          </Typography>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              type="url"
              value={links[field.key]}
              onChange={(event) => setLinks((current) => ({ ...current, [field.key]: event.target.value }))}
              error={Boolean(errors[field.key])}
              helperText={errors[field.key] ?? field.helper}
              fullWidth
            />
          ))}
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={update.isPending}>
              Opslaan
            </Button>
          </Stack>
          {done ? <Alert severity="success">De helplinks zijn opgeslagen.</Alert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
