import { formatDate, formatDateTime } from '@koers/shared/calendar';
import { declineReasonLabel, EMPLOYER_ANSWER_LABELS, type EmployerAnswer } from '@koers/shared/employer-answers';
import { JOURNAL_ENTRY_KIND_LABELS, JOURNAL_VISIBILITY_LABELS, type JournalEntryKind } from '@koers/shared/journal';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainText } from '../../../components/plain-text';
import type { JournalEntry, TimelineItem } from '../api/journal-types';

const date = (value: string | null) => (value ? formatDate(value) : 'onbekend');
const vacancyName = (item: TimelineItem) => (item.vacancyTitle ? `‘${item.vacancyTitle}’` : 'een internetvacature');

/** What an item says happened, in one line. */
function headline(item: TimelineItem): string {
  switch (item.kind) {
    case 'appointment': {
      const when = item.fromValue ? formatDateTime(item.fromValue) : 'onbekend';
      const verb = { planned: 'gepland', changed: 'gewijzigd', cancelled: 'geannuleerd' }[item.action] ?? item.action;
      return `Afspraak ${verb}: ${when}${item.subject ? `, ${item.subject}` : ''}`;
    }
    case 'journal':
      return `Journaal: ${JOURNAL_ENTRY_KIND_LABELS[item.action as JournalEntryKind] ?? item.action}`;
    case 'track':
      if (item.action === 'started')
        return `Traject vastgelegd: ${date(item.fromValue)} tot en met ${date(item.toValue)}`;
      if (item.action === 'extended') return `Traject verlengd van ${date(item.fromValue)} tot ${date(item.toValue)}`;
      return 'Trajectgegevens gewijzigd';
    case 'proposal':
      return `Vacature voorgesteld: ${vacancyName(item)}`;
    case 'employer_answer': {
      const answer = EMPLOYER_ANSWER_LABELS[item.action as EmployerAnswer] ?? item.action;
      const reason = declineReasonLabel(item.fromValue);
      return `Antwoord van de werkgever op ${vacancyName(item)}: ${answer}${reason ? ` (${reason})` : ''}`;
    }
    case 'saved_vacancy':
      if (item.action === 'create')
        return `Vacature bewaard: ${vacancyName(item)} (${item.toValue ?? 'zonder status'})`;
      if (item.action === 'destroy') return `Vacature van de lijst gehaald: ${vacancyName(item)}`;
      return `Status van ${vacancyName(item)}: ${item.fromValue ?? 'geen'} → ${item.toValue ?? 'geen'}`;
    case 'message':
      return item.readable && item.subject ? `Bericht in ‘${item.subject}’` : 'Bericht in een gesprek van de kandidaat';
  }
}

const ICONS: Record<TimelineItem['kind'], ReactNode> = {
  journal: <EditNoteIcon />,
  appointment: <EventAvailableIcon />,
  track: <EventIcon />,
  proposal: <WorkIcon />,
  employer_answer: <BusinessIcon />,
  saved_vacancy: <WorkIcon />,
  message: <ChatIcon />,
};

function EntryDetails({ entry, onEdit, onDelete }: { entry: JournalEntry; onEdit: () => void; onDelete: () => void }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" label={`Datum: ${formatDate(entry.occurredOn)}`} />
        <Chip
          size="small"
          variant="outlined"
          color={entry.visibility === 'team' ? 'default' : 'primary'}
          label={JOURNAL_VISIBILITY_LABELS[entry.visibility]}
        />
      </Stack>
      <Box sx={{ '& > :last-child': { mb: 0 } }}>
        <PlainText text={entry.text} />
      </Box>
      {entry.attachments.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label="Bijlagen">
          {entry.attachments.map((file) => (
            <Box component="li" key={file.fileId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileIcon fontSize="small" aria-hidden />
              <Link href={file.url ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
                {file.filename}
              </Link>
            </Box>
          ))}
        </Stack>
      ) : null}
      {entry.can.update || entry.can.delete ? (
        <Stack direction="row" spacing={1}>
          {entry.can.update ? (
            <Button size="small" onClick={onEdit}>
              Wijzigen
            </Button>
          ) : null}
          {entry.can.delete ? (
            <Button size="small" color="error" onClick={onDelete}>
              Verwijderen
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One thing that happened in the dossier: when, what, by whom; a journal entry whole, a message as a link. */
export function TimelineItemView({
  item,
  onEdit,
  onDelete,
}: {
  item: TimelineItem;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 2 }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25 }} aria-hidden>
        {ICONS[item.kind]}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {headline(item)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(item.at)}
          {item.actorName ? ` · ${item.actorName}` : ''}
        </Typography>
        {item.entry ? (
          <EntryDetails
            entry={item.entry}
            onEdit={() => item.entry && onEdit(item.entry)}
            onDelete={() => item.entry && onDelete(item.entry)}
          />
        ) : null}
        {item.kind === 'track' && item.text ? <Typography>Reden: {item.text}</Typography> : null}
        {item.kind === 'employer_answer' && item.text ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>Toelichting: {item.text}</Typography>
        ) : null}
        {item.kind === 'appointment' && item.text ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.text}</Typography>
        ) : null}
        {item.kind === 'message' && item.readable && item.subjectId ? (
          <Link component={RouterLink} to={`/conversations/${item.subjectId}`}>
            Naar het gesprek
          </Link>
        ) : null}
      </Stack>
    </Stack>
  );
}
