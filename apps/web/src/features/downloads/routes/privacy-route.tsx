import { DOWNLOAD_TTL_DAYS, privacyPolicy } from '@koers/shared';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { LoadState } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useDownloads, useRequestPersonalDataExport } from '../api/downloads';
import { DownloadList } from '../components/download-list';

/**
 * `/settings/personal/privacy` (SPEC §2.2, issue 37.4): 'Mijn gegevens downloaden' — a ZIP with
 * everything Koers keeps about the candidate, made in the background; its progress shows here.
 */
export function PrivacyRoute() {
  usePageTitle('Privacy');
  useRealtime({ channel: 'Downloads' });
  const { actor } = useCurrentContext();
  const downloads = useDownloads();
  const request = useRequestPersonalDataExport();
  const exports = downloads.data?.filter((download) => download.kind === 'personal_data_export') ?? [];
  const making = exports.some((download) => download.status === 'pending');
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading title="Privacy" description="Wat Koers over je bewaart, en hoe je dat zelf downloadt." />
      <SectionCard title="Mijn gegevens downloaden">
        <Stack spacing={2}>
          <Typography>
            Je krijgt een ZIP-bestand met je profiel, je dossier en trajecten, je opgeslagen vacatures en favorieten, je
            gesprekken en berichten, je meldingen, het journaal, de uitkomst van je traject, wie je dossier heeft
            bekeken, en de bestanden die zijn geüpload. Het bestand blijft {DOWNLOAD_TTL_DAYS} dagen beschikbaar.
          </Typography>
          {privacyPolicy.exportOwnData(actor) ? (
            <Box>
              <Button
                variant="contained"
                startIcon={<DownloadIcon aria-hidden />}
                disabled={request.isPending || making}
                onClick={() => request.mutate(null)}
              >
                Mijn gegevens downloaden
              </Button>
            </Box>
          ) : null}
          {!downloads.data ? (
            <LoadState pending={downloads.isPending} errorText="Je downloads konden niet worden geladen." />
          ) : exports.length > 0 ? (
            <DownloadList downloads={exports} label="Je gegevensdownloads" heading="h3" />
          ) : null}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
