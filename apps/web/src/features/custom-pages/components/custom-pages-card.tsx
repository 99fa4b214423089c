import DescriptionIcon from '@mui/icons-material/Description';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HomeCardFrame } from '../../../components/home-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCustomPages } from '../api/get-custom-pages';

/** Start-page card: the organisation's pages for this person's roles. */
export function CustomPagesCard() {
  const { userContext } = useCurrentContext();
  const pages = useCustomPages(userContext.organization.id);
  if (!pages.data || pages.data.length === 0) return null;
  return (
    <HomeCardFrame title={`Informatie van ${userContext.organization.name}`}>
      <List dense disablePadding>
        {pages.data.map((page) => (
          <ListItem disablePadding key={page.id}>
            <ListItemButton component={RouterLink} to={`/pages/${page.id}`}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={page.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </HomeCardFrame>
  );
}
