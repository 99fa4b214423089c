import DescriptionIcon from '@mui/icons-material/Description';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The organisation's pages as links, each with the page icon: compact on the start page's card. */
export function CustomPageLinks({
  pages,
  dense = false,
}: {
  pages: ReadonlyArray<{ id: string; title: string }>;
  dense?: boolean;
}) {
  return (
    <List dense={dense} disablePadding>
      {pages.map((page) => (
        <ListItem disablePadding key={page.id}>
          <ListItemButton component={RouterLink} to={`/pages/${page.id}`} divider={!dense}>
            <ListItemIcon {...(dense ? { sx: { minWidth: 36 } } : {})}>
              <DescriptionIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={page.title} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
