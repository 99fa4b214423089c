import DescriptionIcon from '@mui/icons-material/Description';
import {
  Alert,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCustomPages } from '../api/get-custom-pages';

/** `/pages`: every page the organisation published for this person's roles. */
export function CustomPagesRoute() {
  usePageTitle('Pagina’s');
  const { userContext } = useCurrentContext();
  const pages = useCustomPages(userContext.organization.id);
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        Pagina’s
      </Typography>
      {pages.isPending ? <CircularProgress aria-label="Bezig met laden" /> : null}
      {pages.data?.length === 0 ? (
        <Alert severity="info">{userContext.organization.name} heeft nog geen pagina’s voor je.</Alert>
      ) : null}
      {pages.data && pages.data.length > 0 ? (
        <Paper variant="outlined">
          <List disablePadding>
            {pages.data.map((page) => (
              <ListItem disablePadding key={page.id}>
                <ListItemButton component={RouterLink} to={`/pages/${page.id}`} divider>
                  <ListItemIcon>
                    <DescriptionIcon aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={page.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
    </Stack>
  );
}
