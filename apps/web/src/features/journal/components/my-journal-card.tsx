import { formatDate } from '@koers/shared/calendar';
import { JOURNAL_ENTRY_KIND_LABELS } from '@koers/shared/journal';
import { Box, Link, Stack, Typography } from '@mui/material';
import { HomeCardFrame } from '../../../components/home-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useJournalEntries } from '../api/get-journal-entries';

/** Start-page card of a candidate: the newest journal entries their coach wrote for them too. */
export function MyJournalCard() {
  const { actor } = useCurrentContext();
  const journal = useJournalEntries(actor.dossierId);
  if (!journal.data || journal.data.entries.length === 0) return null;
  return (
    <HomeCardFrame title="Van je coach">
      <Stack spacing={2} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {journal.data.entries.map((entry) => (
          <Box component="li" key={entry.id}>
            <Typography variant="body2" color="text.secondary">
              {formatDate(entry.occurredOn)} · {JOURNAL_ENTRY_KIND_LABELS[entry.kind]}
              {entry.createdByName ? ` · ${entry.createdByName}` : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.text}</Typography>
            {entry.attachments.map((file) => (
              <Link key={file.fileId} href={file.url ?? undefined} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {file.filename}
              </Link>
            ))}
          </Box>
        ))}
      </Stack>
    </HomeCardFrame>
  );
}
