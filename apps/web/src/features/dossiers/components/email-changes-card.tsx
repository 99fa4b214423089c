import { formatDateTime } from '@koers/shared/calendar';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { SectionCard } from '../../../components/section-card';
import { useEmailChanges } from '../api/get-email-changes';

/** Wijzigingen van het e-mailadres (GET dossier/{id}/email_changes). */
export function EmailChangesCard({ dossierId }: { dossierId: string }) {
  const changes = useEmailChanges(dossierId);
  return (
    <SectionCard title="Wijzigingen van het e-mailadres">
      {changes.data?.length === 0 ? (
        <Typography color="text.secondary">Het e-mailadres is niet gewijzigd.</Typography>
      ) : (
        <List dense disablePadding>
          {(changes.data ?? []).map((change) => (
            <ListItem key={change.id} disableGutters>
              <ListItemText
                primary={`${change.previousEmail ?? 'Geen'} → ${change.email}`}
                secondary={`${change.changedByName ?? 'Onbekend'}, ${formatDateTime(change.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
