import { formatDateTime } from '@koers/shared/calendar';
import { Button, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../../components/section-card';
import type { Dossier } from '../api/get-dossier';
import { useResendInvitation } from '../api/resend-invitation';
import { AccessStateChip } from './access-state-chip';

function explanation(dossier: Dossier): string {
  const client = dossier.client;
  switch (dossier.accessState) {
    case 'canLogin':
      return client?.lastLoginAt
        ? `${dossier.name} kan inloggen en was voor het laatst actief op ${formatDateTime(client.lastLoginAt)}.`
        : `${dossier.name} kan inloggen.`;
    case 'freshInvitation':
      return `De uitnodiging is verstuurd${client?.invitationSentAt ? ` op ${formatDateTime(client.invitationSentAt)}` : ''} en is geldig tot ${client?.invitationExpiresAt ? formatDateTime(client.invitationExpiresAt) : 'onbekend'}.`;
    case 'invitationExpired':
      return `De uitnodiging is verlopen${client?.invitationExpiresAt ? ` op ${formatDateTime(client.invitationExpiresAt)}` : ''}. Stuur een nieuwe uitnodiging.`;
    case 'noAccess':
      return dossier.archivedAt
        ? 'Het dossier is gearchiveerd; de kandidaat kan niet inloggen.'
        : 'De kandidaat is nog niet uitgenodigd voor Koers.';
  }
}

/** Toegang tot Koers: the access state, invitation dates, and (re)sending the invitation. */
export function AccessCard({ dossier }: { dossier: Dossier }) {
  const resend = useResendInvitation();
  const canInvite = dossier.can.update && dossier.accessState !== 'canLogin' && Boolean(dossier.email);
  return (
    <SectionCard title="Toegang tot Koers" actions={<AccessStateChip state={dossier.accessState} />}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{explanation(dossier)}</Typography>
        {canInvite ? (
          <Button variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate(dossier.id)}>
            {dossier.accessState === 'noAccess' ? 'Uitnodiging versturen' : 'Uitnodiging opnieuw versturen'}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
