import { safeMenuUrl } from '@koers/shared/permissions/menu';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { HomeCardFrame } from '../../../components/home-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { getCustomMenuItemsQueryOptions } from '../api/get-custom-menu-items';

/** Start-page card: the links the organisation put in the menu for this person's roles. */
export function CustomLinksCard() {
  const { userContext } = useCurrentContext();
  const items = useQuery(getCustomMenuItemsQueryOptions(userContext.organization.id));
  const links = (items.data ?? []).flatMap((item) => {
    const target = safeMenuUrl(item.url);
    return target ? [{ item, target }] : [];
  });
  if (links.length === 0) return null;
  return (
    <HomeCardFrame title="Handige links">
      <List dense disablePadding>
        {links.map(({ item, target }) =>
          target.kind === 'route' ? (
            <ListItem disablePadding key={item.id}>
              <ListItemButton component={RouterLink} to={target.to}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LinkIcon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={item.text} />
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem disablePadding key={item.id}>
              <ListItemButton component="a" href={target.href} target="_blank" rel="noopener noreferrer">
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LinkIcon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={item.text} />
                <OpenInNewIcon fontSize="small" aria-label="(opent in een nieuw venster)" />
              </ListItemButton>
            </ListItem>
          ),
        )}
      </List>
    </HomeCardFrame>
  );
}
