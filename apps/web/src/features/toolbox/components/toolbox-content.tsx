import { formatMegabytes } from '@koers/shared/uploads';
import DownloadIcon from '@mui/icons-material/Download';
import LaunchIcon from '@mui/icons-material/Launch';
import { Box, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ToolboxFile, ToolboxItem, ToolboxLink } from '../api/toolbox-api';

/** How an item is shared, in words. */
export function sharedText(item: Pick<ToolboxItem, 'sharedWithEveryone' | 'sharedCandidateCount'>): string {
  if (item.sharedWithEveryone) return 'Gedeeld met alle kandidaten';
  if (item.sharedCandidateCount === 0) return 'Nog niet gedeeld';
  return item.sharedCandidateCount === 1
    ? 'Gedeeld met 1 kandidaat'
    : `Gedeeld met ${item.sharedCandidateCount} kandidaten`;
}

/** A file's size as people read it: kilobytes below a megabyte, in nl-NL. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) {
    return `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} kB`;
  }
  return formatMegabytes(bytes);
}

/** A tip's files as download links; `action` adds a control per file (removing it, for coaches). */
export function ToolboxFiles({ files, action }: { files: ToolboxFile[]; action?: (file: ToolboxFile) => ReactNode }) {
  return (
    <List dense disablePadding aria-label="Bestanden">
      {files.map((file) => (
        <ListItem key={file.id} disableGutters secondaryAction={action?.(file)} sx={{ pr: action ? 6 : 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0, flexWrap: 'wrap' }} useFlexGap>
            <Link href={file.url} download={file.filename} sx={{ overflowWrap: 'anywhere' }}>
              <DownloadIcon fontSize="inherit" sx={{ mr: 0.5, verticalAlign: 'middle' }} aria-hidden />
              {file.filename}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {fileSize(file.byteSize)}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

/** A tip's text (HTML the server sanitised before storing it), its links and its files. */
export function ToolboxContent({
  text,
  links,
  files = [],
}: {
  text: string;
  links: ToolboxLink[];
  files?: ToolboxFile[];
}) {
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
      {files.length > 0 ? <ToolboxFiles files={files} /> : null}
    </Stack>
  );
}
