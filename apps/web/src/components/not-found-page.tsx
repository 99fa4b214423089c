import LinkOffIcon from '@mui/icons-material/LinkOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './status-page';

/** A page that leads nowhere: what went wrong, and the way to the start page. */
function DeadEndPage({ title, icon, text }: { title: string; icon: ReactElement; text: string }) {
  return (
    <StatusPage
      title={title}
      icon={icon}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Naar de startpagina
        </Button>
      }
    >
      <Typography>{text}</Typography>
    </StatusPage>
  );
}

/** SPEC §8 "Unknown path": also shown for known routes whose screen is not built yet. */
export function NotFoundPage() {
  return (
    <DeadEndPage
      title="Pagina niet gevonden"
      icon={<SearchOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />}
      text="De pagina die je zoekt bestaat niet (meer) of is verplaatst."
    />
  );
}

/** SPEC §8 "No id": a path whose id part is no id at all (a link cut short or mistyped). */
export function MissingIdPage() {
  return (
    <DeadEndPage
      title="Geen id gevonden"
      icon={<LinkOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />}
      text="De link die je volgde is niet compleet. Open het onderdeel opnieuw vanuit het menu."
    />
  );
}
