import LaunchIcon from '@mui/icons-material/Launch';
import { Box, Link, List, ListItem, Stack } from '@mui/material';
import type { ToolboxLink } from '../api/toolbox-api';

/** A tip's text (HTML the server sanitised before storing it) and its links. */
export function ToolboxContent({ text, links }: { text: string; links: ToolboxLink[] }) {
  return (
    <Stack spacing={1}>
      {text ? (
        <Box
          sx={{ '& h3': { fontSize: '1.05rem', mt: 2, mb: 0.5 }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
          // Sanitised by the server before it was stored, as vacancy descriptions are.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised toolbox HTML
          dangerouslySetInnerHTML={{ __html: text }}
        />
      ) : null}
      {links.length > 0 ? (
        <List dense disablePadding aria-label="Links">
          {links.map((link) => (
            <ListItem key={`${link.url}-${link.title}`} disableGutters>
              <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {link.title}
                <LaunchIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
              </Link>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
