import { formatDate, todayInAmsterdam } from '@koers/shared/calendar';
import { defaultReportStart } from '@koers/shared/outcomes';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '../../components/load-state';
import { PageCrumbs } from '../../components/page-crumbs';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { namedOptions, SelectField } from '../../components/select-field';
import { useCoaches, useTrackTypes } from '../../features/dossiers/api/get-dossier-lookups';
import { useRequestOutcomeReportDownload } from '../../features/downloads/api/downloads';
import {
  type OutcomeReportParams,
  outcomeReportCsvUrl,
  useOutcomeReport,
} from '../../features/outcomes/api/get-outcome-report';
import { ReportTable } from '../../features/outcomes/components/report-table';
import { ReportTotals } from '../../features/outcomes/components/report-totals';
import { useCurrentContext } from '../../lib/session/current-context';

// Chart.js (two thirds of the screen's code) loads beside the report: the figures are in the tables too.
const ReportChart = lazy(() =>
  import('../../features/outcomes/components/report-chart').then((module) => ({ default: module.ReportChart })),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the address, so every selection has a link: the last twelve months unless asked. */
function useReportParams(): [OutcomeReportParams, (change: Partial<OutcomeReportParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const date = (key: string, fallback: string) => {
    const value = search.get(key);
    return value && ISO_DATE.test(value) ? value : fallback;
  };
  const to = date('to', todayInAmsterdam());
  const params: OutcomeReportParams = {
    from: date('from', defaultReportStart(to)),
    to,
    trackType: search.get('trackType') || null,
    coach: search.get('coach') || null,
  };
  const update = (change: Partial<OutcomeReportParams>) => {
    const next = { ...params, ...change };
    const entries = Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]));
    setSearch(new URLSearchParams(entries), { replace: true });
  };
  return [params, update];
}

/**
 * `/settings/organization/reports` (feature Placement): what a funder asks — candidates started,
 * active, ended and placed in a period, the placement rate, the median days to a placement and
 * who is still employed after six months — in total, per track type and per coach, with a CSV.
 */
export function OutcomeReportScreen() {
  usePageTitle('Rapportages');
  const { userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const [params, update] = useReportParams();
  const trackTypes = useTrackTypes(organizationId);
  const coaches = useCoaches(organizationId);
  const report = useOutcomeReport(organizationId, params);
  const invalidPeriod = params.to < params.from;
  const toDownloads = useRequestOutcomeReportDownload(organizationId);
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <PageCrumbs trail={[{ label: 'Instellingen', to: '/settings' }]} current="Rapportages" />
      <PageHeading
        title="Rapportages"
        description="Uitkomsten van de trajecten van je organisatie, voor opdrachtgevers zoals de gemeente of het UWV."
      />
      <Stack
        component="form"
        role="search"
        aria-label="Filters van de rapportage"
        direction={{ xs: 'column', md: 'row' }}
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Van"
          type="date"
          value={params.from}
          onChange={(event) => ISO_DATE.test(event.target.value) && update({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Tot en met"
          type="date"
          value={params.to}
          onChange={(event) => ISO_DATE.test(event.target.value) && update({ to: event.target.value })}
          error={invalidPeriod}
          helperText={invalidPeriod ? 'De einddatum mag niet voor de begindatum liggen.' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <SelectField
          label="Trajectsoort"
          value={params.trackType ?? ''}
          options={namedOptions(trackTypes.data ?? [])}
          emptyLabel="Alle trajectsoorten"
          shrinkLabel
          onChange={(value) => update({ trackType: value || null })}
          sx={{ minWidth: 200 }}
        />
        <SelectField
          label="Coach"
          value={params.coach ?? ''}
          options={namedOptions(coaches.data ?? [])}
          emptyLabel="Alle coaches"
          shrinkLabel
          onChange={(value) => update({ coach: value || null })}
          sx={{ minWidth: 200 }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', ml: { md: 'auto' } }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={outcomeReportCsvUrl(organizationId, params)}
            download
            disabled={invalidPeriod}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Exporteren als CSV
          </Button>
          <Button
            variant="text"
            disabled={invalidPeriod || toDownloads.isPending}
            onClick={() => toDownloads.mutate(params, { onSuccess: () => navigate('/downloads') })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            CSV bij mijn downloads zetten
          </Button>
        </Box>
      </Stack>
      {invalidPeriod ? null : !report.data ? (
        <LoadState pending={report.isPending} errorText="De rapportage kon niet worden geladen." />
      ) : (
        // While a changed filter's figures load, the previous ones stay, dimmed and marked busy.
        <Stack
          spacing={3}
          aria-busy={report.isPlaceholderData}
          sx={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Typography color="text.secondary">
            {formatDate(report.data.from)} tot en met {formatDate(report.data.to)}
          </Typography>
          <ReportTotals totals={report.data.totals} />
          {report.data.byTrackType.length > 0 ? (
            <Box sx={{ height: 280 }}>
              <Suspense fallback={<CircularProgress aria-label="Grafiek laden" size={24} />}>
                <ReportChart
                  groups={report.data.byTrackType}
                  emptyName="Geen trajectsoort"
                  label="Grafiek: gestart, beëindigd en geplaatst per trajectsoort (de cijfers staan in de tabel per trajectsoort)"
                />
              </Suspense>
            </Box>
          ) : null}
          <ReportTable
            caption="Per trajectsoort"
            nameLabel="Trajectsoort"
            emptyName="Geen trajectsoort"
            groups={report.data.byTrackType}
          />
          <ReportTable caption="Per coach" nameLabel="Coach" emptyName="Zonder coach" groups={report.data.byCoach} />
        </Stack>
      )}
    </Stack>
  );
}
