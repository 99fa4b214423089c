import {
  experienceBuckets,
  hoursBuckets,
  OCCUPATION_TEXTS,
  percentage,
  topEducationLevels,
  trendChart,
  visibleRegions,
} from '@koers/shared/occupations';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import {
  Alert,
  Box,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatNumber } from '../../../lib/format';
import type { Occupation, OccupationStatistics } from '../api/get-occupation';
import { ChartErrorBoundary } from './chart-error-boundary';
import { monthLabel } from './month-label';
import { BucketList, OccupationTile } from './occupation-tile';

// Chart.js loads only when a chart is shown (SPEC §5: exactly 6 monthly counts).
const VacancyTrendChart = lazy(() =>
  import('./vacancy-trend-chart').then((module) => ({ default: module.VacancyTrendChart })),
);

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function Figure({ value, caption }: { value: string; caption: string }) {
  return (
    <Box>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

function Trend({ vacancyCount }: { vacancyCount: OccupationStatistics['vacancyCount'] }) {
  const change = vacancyCount.trendPercentage;
  const text =
    vacancyCount.trend === 'up'
      ? `Stijgend${change !== null ? ` (+${change} %)` : ''}`
      : vacancyCount.trend === 'down'
        ? `Dalend (${change} %)`
        : 'Stabiel';
  const Icon =
    vacancyCount.trend === 'up' ? TrendingUpIcon : vacancyCount.trend === 'down' ? TrendingDownIcon : TrendingFlatIcon;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">{text} ten opzichte van de 2 maanden daarvoor</Typography>
    </Stack>
  );
}

function VacanciesTile({ statistics, label }: { statistics: OccupationStatistics; label: string }) {
  const chart = trendChart(statistics.vacancyCounts);
  const noChart = <Typography color="text.secondary">{OCCUPATION_TEXTS.noChart}</Typography>;
  return (
    <OccupationTile title="Vacatures" wide>
      <Stack spacing={1.5}>
        <Figure
          value={`ca. ${formatNumber(statistics.vacancyCount.estimate)}`}
          caption="vacatures in de afgelopen 2 maanden"
        />
        <Trend vacancyCount={statistics.vacancyCount} />
        {chart ? (
          <ChartErrorBoundary fallback={<Alert severity="warning">De grafiek kan niet worden getoond.</Alert>}>
            <Box sx={{ height: 180, position: 'relative' }} data-testid="vacancy-trend-chart">
              <Suspense fallback={<CircularProgress aria-label="Grafiek laden" size={24} />}>
                <VacancyTrendChart chart={chart} label={`Aantal vacatures per maand voor ${label}`} />
              </Suspense>
            </Box>
            <Table size="small" sx={visuallyHidden}>
              <caption>Aantal vacatures per maand</caption>
              <TableBody>
                {chart.points
                  .filter((point) => point.date !== null)
                  .map((point) => (
                    <TableRow key={point.date}>
                      <TableCell component="th" scope="row">
                        {monthLabel(point.date)}
                      </TableCell>
                      <TableCell>{point.count}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </ChartErrorBoundary>
        ) : (
          noChart
        )}
      </Stack>
    </OccupationTile>
  );
}

function TopEmployers({ organizations }: { organizations: OccupationStatistics['topOrganizations'] }) {
  return (
    <Box component="section" aria-labelledby="top-employers">
      <Typography id="top-employers" variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Werkgevers met de meeste vacatures
      </Typography>
      {/* A table from a tablet up; on a phone one block per employer, so nothing scrolls sideways. */}
      <Table size="small" sx={{ display: { xs: 'none', sm: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Werkgever</TableCell>
            <TableCell>Branche</TableCell>
            <TableCell>Aantal werknemers</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organizations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>{OCCUPATION_TEXTS.noEmployers}</TableCell>
            </TableRow>
          ) : (
            organizations.map((organization) => (
              <TableRow key={organization.name}>
                <TableCell>{organization.name}</TableCell>
                <TableCell>{organization.industry ?? 'Onbekend'}</TableCell>
                <TableCell>{organization.size ?? 'Onbekend'}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {organizations.length === 0 ? (
        <Typography sx={{ display: { sm: 'none' } }}>{OCCUPATION_TEXTS.noEmployers}</Typography>
      ) : null}
      <Stack
        component="ul"
        aria-label="Werkgevers"
        spacing={1}
        sx={{
          display: organizations.length === 0 ? 'none' : { xs: 'flex', sm: 'none' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {organizations.map((organization) => (
          <Box component="li" key={organization.name} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{organization.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              Branche: {organization.industry ?? 'Onbekend'} · Aantal werknemers: {organization.size ?? 'Onbekend'}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The occupation information card (SPEC §2.3): the tiles, the trend chart, the top employers
 * and the regions, computed by the rules of SPEC §5 and §9 (`@koers/shared/occupations`).
 * `actions` holds what other features add (favourite, Vacatures bekijken).
 */
export function OccupationCard({ occupation, actions }: { occupation: Occupation; actions?: ReactNode }) {
  const { statistics } = occupation;
  const levels = topEducationLevels(statistics.educationLevels);
  const regions = visibleRegions(statistics.regions);
  const { available, total } = statistics.availability;
  const noData = statistics.vacancyCount.estimate === 0;
  return (
    <Stack spacing={3} component="article" aria-labelledby="occupation-title">
      <Stack spacing={1}>
        <Typography id="occupation-title" variant="h1" component="h1">
          {occupation.label}
        </Typography>
        {occupation.group || occupation.sector ? (
          <Typography color="text.secondary">
            {[occupation.sector, occupation.group].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {occupation.description ? <Typography sx={{ maxWidth: '70ch' }}>{occupation.description}</Typography> : null}
      {noData ? <Alert severity="info">{OCCUPATION_TEXTS.noVacancies}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <VacanciesTile statistics={statistics} label={occupation.label} />
        <OccupationTile title="Werk- en denkniveau">
          {levels.length > 0 ? (
            <BucketList buckets={levels} label="Meest gevraagde opleidingsniveaus" />
          ) : (
            <Typography color="text.secondary">Geen opleidingsniveau bekend.</Typography>
          )}
        </OccupationTile>
        <OccupationTile title="Beschikbaarheid">
          <Figure
            value={`${percentage(available, total)} %`}
            caption={`van de vacatures van het afgelopen jaar staat nog open (${formatNumber(available)} van ${formatNumber(total)})`}
          />
        </OccupationTile>
        <OccupationTile title="Werkervaring">
          <BucketList buckets={experienceBuckets(statistics.workExperienceYears)} label="Gevraagde werkervaring" />
        </OccupationTile>
        <OccupationTile title="Uren per week">
          <BucketList buckets={hoursBuckets(statistics.workHours)} label="Uren per week" />
        </OccupationTile>
        <OccupationTile title="Doorlooptijd">
          {statistics.leadTime !== null ? (
            <Figure
              value={`${formatNumber(statistics.leadTime)} ${statistics.leadTime === 1 ? 'dag' : 'dagen'}`}
              caption="staat een vacature meestal open"
            />
          ) : (
            <Typography color="text.secondary">Niet bekend.</Typography>
          )}
        </OccupationTile>
        <OccupationTile title="Salarisindicatie">
          {statistics.salary ? (
            <Figure
              value={euro.format(statistics.salary.median)}
              caption={`bruto per maand bij een volledige werkweek (van ${euro.format(statistics.salary.min)} tot ${euro.format(statistics.salary.max)})`}
            />
          ) : (
            <Typography color="text.secondary">Niet bekend.</Typography>
          )}
        </OccupationTile>
      </Box>
      {regions.length > 0 ? (
        <Typography>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Regio’s met de meeste vacatures:
          </Box>{' '}
          {regions.map((region) => `${region.name} (${formatNumber(region.percentage)} %)`).join(', ')}
        </Typography>
      ) : null}
      <TopEmployers organizations={statistics.topOrganizations} />
    </Stack>
  );
}
