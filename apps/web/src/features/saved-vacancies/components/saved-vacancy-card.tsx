import { formatDate } from '@koers/shared/calendar';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import HistoryIcon from '@mui/icons-material/History';
import {
  Box,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { VacancySummary } from '../api/get-vacancies-by-id';
import { useRemoveSavedVacancy } from '../api/remove-saved-vacancy';
import type { SavedVacancy, VacancyState } from '../api/vacancy-types';
import { ActivityHistory } from './activity-history';
import { VacancyStateSelect } from './vacancy-state-select';

function RemoveButton({ savedVacancy, title }: { savedVacancy: SavedVacancy; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveSavedVacancy();
  const titleId = useId();
  return (
    <>
      <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)}>
        Verwijderen
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Vacature verwijderen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {title} gaat van de lijst af. De geschiedenis blijft bewaard als de vacature later weer wordt opgeslagen.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Annuleren</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(savedVacancy.id, { onSuccess: () => setOpen(false) })}
          >
            Verwijderen
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * A title in a narrow column wraps between words (hyphenated where the browser knows Dutch) and a
 * single word wider than the column ends in an ellipsis rather than breaking at any letter; the
 * link's text (its accessible name) and its tooltip keep the whole title. `clip` with a margin
 * keeps the link's focus ring visible.
 */
const TITLE_WRAP = {
  fontWeight: 600,
  overflowWrap: 'normal',
  hyphens: 'auto',
  overflow: 'clip',
  overflowClipMargin: '4px',
  textOverflow: 'ellipsis',
} as const;

/** One saved vacancy on the board: what it is, where it stands, and its history on request. */
export function SavedVacancyCard({
  savedVacancy,
  vacancy,
  vacancyLoading,
  states,
  href,
}: {
  savedVacancy: SavedVacancy;
  vacancy: VacancySummary | undefined;
  vacancyLoading: boolean;
  states: VacancyState[];
  href: string | null;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const title = vacancy?.title ?? (vacancyLoading ? 'Vacature laden…' : 'Vacature niet meer beschikbaar');
  const suggested = savedVacancy.state?.code === 'suggested';
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} aria-label={title}>
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="subtitle1" component="h3" lang="nl" sx={TITLE_WRAP}>
            {href && vacancy ? (
              <Link component={RouterLink} to={href} title={title}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {vacancy ? (
            <Typography variant="body2" color="text.secondary">
              {[vacancy.organizationName, vacancy.city].filter(Boolean).join(' · ')}
            </Typography>
          ) : !vacancyLoading ? (
            <Typography variant="body2" color="text.secondary">
              De vacature is niet (meer) te vinden bij de bron.
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {suggested ? 'Voorgesteld' : 'Opgeslagen'} op {formatDate(savedVacancy.createdAt)}
          </Typography>
        </Box>
        <VacancyStateSelect savedVacancy={savedVacancy} states={states} fullWidth />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<HistoryIcon />}
            aria-expanded={showHistory}
            aria-controls={historyId}
            onClick={() => setShowHistory(!showHistory)}
          >
            Geschiedenis
          </Button>
          {savedVacancy.can.remove ? <RemoveButton savedVacancy={savedVacancy} title={title} /> : null}
        </Stack>
        <Collapse in={showHistory} id={historyId} unmountOnExit>
          <ActivityHistory savedVacancyId={savedVacancy.id} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
