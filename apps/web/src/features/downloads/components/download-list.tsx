import { DOWNLOAD_STATUS_LABELS } from '@koers/shared';
import { formatDate, formatDateTime } from '@koers/shared/calendar';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, Chip, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { formatNumber } from '../../../lib/format';
import type { Download } from '../api/downloads';

const STATUS_COLORS = { pending: 'default', ready: 'success', failed: 'error' } as const;

function sizeOf(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

function DownloadItem({ download, heading }: { download: Download; heading: 'h2' | 'h3' }) {
  return (
    <ListItem divider sx={{ display: 'block', py: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component={heading} sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {download.title}
            </Typography>
            <Chip size="small" label={DOWNLOAD_STATUS_LABELS[download.status]} color={STATUS_COLORS[download.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Aangevraagd op {formatDateTime(download.createdAt)} · beschikbaar tot {formatDate(download.expiresAt)}
            {download.byteSize !== null ? ` · ${sizeOf(download.byteSize)}` : ''}
          </Typography>
          {download.status === 'failed' ? (
            <Typography variant="body2" color="error">
              Het maken van dit bestand is mislukt. Vraag het opnieuw aan.
            </Typography>
          ) : null}
        </Box>
        {download.status === 'ready' && download.url ? (
          <Button
            variant="contained"
            startIcon={<DownloadIcon aria-hidden />}
            href={download.url}
            download={download.filename ?? true}
            sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Downloaden
            <Box component="span" sx={visuallyHidden}>
              {`: ${download.title}`}
            </Box>
          </Button>
        ) : null}
      </Stack>
      {download.status === 'pending' ? (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={download.progress}
            aria-label={`${download.title} wordt gemaakt`}
            aria-valuetext={`${download.progress}%`}
          />
        </Box>
      ) : null}
    </ListItem>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Downloads with their state: a bar while made (live), a button once ready, a message if it failed. */
export function DownloadList({
  downloads,
  label,
  heading = 'h2',
}: {
  downloads: Download[];
  label: string;
  heading?: 'h2' | 'h3';
}) {
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={label}>
        {downloads.map((download) => (
          <DownloadItem key={download.id} download={download} heading={heading} />
        ))}
      </List>
    </Card>
  );
}
