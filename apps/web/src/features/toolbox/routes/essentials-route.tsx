import { formatDate } from '@koers/shared/calendar';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { type Essential, useEssentials, useMarkEssentialRead } from '../api/toolbox-api';
import { ToolboxContent } from '../components/toolbox-content';

/**
 * `/essentials` ('Tips'): what the candidate's coaches shared with them, newest first. An unread
 * tip is marked 'Nieuw'; opening it marks it read.
 */
export function EssentialsRoute() {
  usePageTitle('Tips');
  const essentials = useEssentials();
  const markRead = useMarkEssentialRead();
  const open = (essential: Essential) => {
    if (!essential.readAt) markRead.mutate(essential.id);
  };
  const unread = essentials.data?.unread ?? 0;
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Tips"
        description={
          unread > 0
            ? `Tips en materiaal van je coach. ${unread === 1 ? 'Eén tip is' : `${unread} tips zijn`} nieuw.`
            : 'Tips en materiaal die je coach met je heeft gedeeld.'
        }
      />
      {essentials.isError ? <Alert severity="error">Er ging iets mis!</Alert> : null}
      {essentials.isPending ? <CircularProgress aria-label="Bezig met laden" /> : null}
      {essentials.data?.items.length === 0 ? (
        <Typography color="text.secondary">Je coach heeft nog geen tips met je gedeeld.</Typography>
      ) : null}
      <div>
        {essentials.data?.items.map((essential) => (
          <Accordion
            key={essential.id}
            variant="outlined"
            disableGutters
            onChange={(_event, expanded) => {
              if (expanded) open(essential);
            }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography
                    component="h2"
                    sx={{ fontSize: '1.05rem', fontWeight: essential.readAt ? 400 : 700, overflowWrap: 'anywhere' }}
                  >
                    {essential.title}
                  </Typography>
                  {essential.readAt ? null : <Chip size="small" color="primary" label="Nieuw" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Gedeeld op {formatDate(essential.sharedAt)}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <ToolboxContent text={essential.text} links={essential.links} files={essential.files} />
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}
