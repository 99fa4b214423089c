import { formatDateTime } from '@koers/shared/calendar';
import { CONTACT_ACCESS_STATE_LABELS, type ContactAccessState } from '@koers/shared/employers';
import SendIcon from '@mui/icons-material/Send';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../../components/section-card';
import { type ContactDetail, useInviteContact } from '../api/contacts';

const COLORS: Record<ContactAccessState, 'success' | 'info' | 'warning' | 'default'> = {
  active: 'success',
  invited: 'info',
  invitationExpired: 'warning',
  noAccess: 'default',
};

function explanation(contact: ContactDetail): string {
  switch (contact.accessState) {
    case 'active':
      return contact.lastLoginAt
        ? `${contact.name} is gebruiker van Koers en was voor het laatst actief op ${formatDateTime(contact.lastLoginAt)}.`
        : `${contact.name} is gebruiker van Koers.`;
    case 'invited':
      return `De uitnodiging is verstuurd${contact.invitationSentAt ? ` op ${formatDateTime(contact.invitationSentAt)}` : ''} en is geldig tot ${contact.invitationExpiresAt ? formatDateTime(contact.invitationExpiresAt) : 'onbekend'}.`;
    case 'invitationExpired':
      return `De uitnodiging is verlopen${contact.invitationExpiresAt ? ` op ${formatDateTime(contact.invitationExpiresAt)}` : ''}. Stuur een nieuwe uitnodiging.`;
    case 'noAccess':
      return contact.email
        ? `Nodig ${contact.name} uit als gebruiker: dan beheert de contactpersoon zelf de vacatures van ${contact.employerName} in Koers.`
        : 'Vul eerst een e-mailadres in om de contactpersoon uit te nodigen als gebruiker.';
  }
}

/** Toegang tot Koers: whether the contact person uses Koers, and (again) inviting them as a user. */
export function ContactAccessCard({ contact }: { contact: ContactDetail }) {
  const invite = useInviteContact(contact.id);
  const canInvite = contact.can.update && contact.accessState !== 'active' && Boolean(contact.email);
  return (
    <SectionCard
      title="Toegang tot Koers"
      actions={
        <Chip
          size="small"
          variant="outlined"
          color={COLORS[contact.accessState]}
          label={CONTACT_ACCESS_STATE_LABELS[contact.accessState]}
          sx={{ fontWeight: 500, '& .MuiChip-label': { color: 'text.primary' } }}
        />
      }
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{explanation(contact)}</Typography>
        {canInvite ? (
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={invite.isPending}
            onClick={() => invite.mutate()}
          >
            {contact.accessState === 'noAccess' ? 'Uitnodigen als gebruiker' : 'Uitnodiging opnieuw versturen'}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
