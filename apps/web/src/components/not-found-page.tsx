import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './status-page';

/** SPEC §8 "Unknown path": also shown for known routes whose screen is not built yet. */
export function NotFoundPage() {
  return (
    <StatusPage
      title="Pagina niet gevonden"
      icon={<SearchOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Naar de startpagina
        </Button>
      }
    >
      <Typography>De pagina die je zoekt bestaat niet (meer) of is verplaatst.</Typography>
    </StatusPage>
  );
}
