import { DOWNLOAD_TTL_DAYS } from '@koers/shared';
import { Stack, Typography } from '@mui/material';
import { LoadState } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { useDownloads } from '../api/downloads';
import { DownloadList } from '../components/download-list';

/**
 * `/downloads` (SPEC §2.2, issue 37.3): the files Koers made for this person, newest first;
 * their progress arrives live, a ready one downloads, each is kept seven days.
 */
export function DownloadsRoute() {
  usePageTitle('Downloads');
  useRealtime({ channel: 'Downloads' });
  const downloads = useDownloads();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading
        title="Downloads"
        description={`Bestanden die Koers voor je heeft gemaakt. Ze blijven ${DOWNLOAD_TTL_DAYS} dagen beschikbaar.`}
      />
      {!downloads.data ? (
        <LoadState pending={downloads.isPending} errorText="De downloads konden niet worden geladen." />
      ) : downloads.data.length === 0 ? (
        <Typography color="text.secondary">Je hebt op dit moment geen downloads.</Typography>
      ) : (
        <DownloadList downloads={downloads.data} label="Downloads" />
      )}
    </Stack>
  );
}
