import { CUSTOM_FIELD_FILTER_ALL } from '@koers/shared/explorer-vacancies';
import type { ComponentFilter, ExplorerConfiguration } from '@koers/shared/explorers';
import { VACANCY_PERIODS } from '@koers/shared/vacancies';
import { Stack } from '@mui/material';
import { memo } from 'react';
import { formatNumber } from '../../../lib/format';
import { useMountedLater } from '../../../lib/use-mounted-later';
import type { FacetBucket } from '../api/explorer-types';
import type { ExplorerParams } from '../lib/explorer-params';
import { ChoiceSelect } from './choice-select';
import { FacetFilter } from './facet-filter';
import { LocationPicker } from './location-picker';
import { SearchField } from './search-field';
import { UnknownComponent } from './unknown-component';

const RADII = [5, 10, 15, 25, 50, 100].map((km) => ({ value: String(km), text: `${km} km` }));

type Change = (changes: Record<string, string | null>) => void;

/**
 * The configuration's periods, and the one in the URL when a link chose another (the occupation
 * card's 'Vacatures bekijken' opens its 2 months), so the select names what the list shows.
 */
function withCurrent(choices: ComponentFilter[], period: string): ComponentFilter[] {
  if (choices.some((choice) => choice.value === period)) return choices;
  const known = VACANCY_PERIODS.find((entry) => entry.code === period);
  if (!known) return choices;
  const order = (value: string) => VACANCY_PERIODS.findIndex((entry) => entry.code === value);
  return [...choices, { value: known.code, text: known.label, default: false }].sort(
    (a, b) => order(a.value) - order(b.value),
  );
}

/**
 * The bar above the list: words, place, radius, period and sort, as the configuration has them.
 * Memoised: some 170 MUI components, which the explorer's page would otherwise render again at
 * each answer that arrives while it loads (npm run bench:first-load -- --renders).
 */
export const FilterBar = memo(function FilterBar({
  configuration,
  params,
  onChange,
  extraSorts = [],
  facets,
}: {
  configuration: ExplorerConfiguration;
  params: ExplorerParams;
  onChange: Change;
  /** Sort choices composed from outside (Best passend with a candidate's profile). */
  extraSorts?: Array<{ value: string; text: string }>;
  /** The counts of the current search (custom fields under `cf[<field id>]`); absent while loading. */
  facets?: Record<string, FacetBucket[]> | undefined;
}) {
  // The words and the place first, the rest of the bar a commit later (useMountedLater).
  const all = useMountedLater();
  const parts = configuration.componentConfigurations
    .filter((component) => component.code !== 'facet')
    .map((component) => {
      switch (component.code) {
        case 'search':
          return (
            <SearchField key={component.id} value={params.q} onChange={(q) => onChange({ q: q.trim() ? q : null })} />
          );
        case 'location':
          return (
            <Stack
              key={component.id}
              direction="row"
              spacing={1}
              sx={{ flex: { xs: '1 1 100%', md: '0 1 auto' }, minWidth: 0 }}
            >
              <LocationPicker geoId={params.geoId} onChange={(geoId) => onChange({ geoId })} />
              <ChoiceSelect
                label="Straal"
                value={String(params.radius)}
                choices={
                  RADII.some((radius) => radius.value === String(params.radius))
                    ? RADII
                    : [...RADII, { value: String(params.radius), text: `${params.radius} km` }]
                }
                onChange={(radius) => onChange({ radius })}
                disabled={params.geoId === null}
                minWidth={110}
                grow={false}
              />
            </Stack>
          );
        case 'period':
          return (
            <ChoiceSelect
              key={component.id}
              label="Periode"
              value={params.period}
              choices={withCurrent(component.settings.periodFilters ?? [], params.period)}
              onChange={(period) => onChange({ period })}
            />
          );
        case 'sorting':
          return (
            <ChoiceSelect
              key={component.id}
              label="Sorteren"
              value={params.sort}
              choices={[
                ...(component.settings.sortingOptions ?? []).map((option) => ({
                  ...option,
                  disabled: option.value === 'distance' && params.geoId === null,
                })),
                ...extraSorts,
              ]}
              onChange={(sort) => onChange({ sort })}
            />
          );
        case 'custom_field': {
          const fieldId = component.settings.customFieldId;
          if (!fieldId) return <UnknownComponent key={component.id} code="custom_field" place="lijst" />;
          return (
            <CustomFieldFilter
              key={component.id}
              title={component.settings.facetTitle ?? 'Vacatureveld'}
              buckets={facets?.[`cf[${fieldId}]`]}
              value={params.customFields[fieldId] ?? null}
              onChange={(value) => onChange({ [`f[${fieldId}]`]: value })}
            />
          );
        }
        default:
          return <UnknownComponent key={component.id} code={component.code} place="lijst" />;
      }
    });
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {all ? parts : parts.slice(0, 2)}
    </Stack>
  );
});

/**
 * A custom field of the organisation's vacancies as a filter (SPEC §3 customFieldId, §5: the
 * value `all` filters nothing): its values with their counts. Hidden where no vacancy has a
 * value (an explorer of internet vacancies has no custom fields).
 */
function CustomFieldFilter({
  title,
  buckets,
  value,
  onChange,
}: {
  title: string;
  buckets: FacetBucket[] | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  if (buckets === undefined || (buckets.length === 0 && value === null)) return null;
  const choices = [
    { value: CUSTOM_FIELD_FILTER_ALL, text: 'Alle' },
    ...buckets.map((bucket) => ({ value: bucket.value, text: `${bucket.label} (${formatNumber(bucket.count)})` })),
    ...(value !== null && !buckets.some((bucket) => bucket.value === value) ? [{ value, text: `${value} (0)` }] : []),
  ];
  return (
    <ChoiceSelect
      label={title}
      value={value ?? CUSTOM_FIELD_FILTER_ALL}
      choices={choices}
      onChange={(chosen) => onChange(chosen === CUSTOM_FIELD_FILTER_ALL ? null : chosen)}
      minWidth={200}
    />
  );
}

/** The facets of the configuration with the counts of the current search. */
export function Facets({
  configuration,
  params,
  facets,
  onChange,
}: {
  configuration: ExplorerConfiguration;
  params: ExplorerParams;
  facets: Record<string, FacetBucket[]>;
  onChange: Change;
}) {
  return (
    <Stack spacing={2}>
      {configuration.componentConfigurations
        .filter((component) => component.code === 'facet')
        .map((component) => {
          const name = component.settings.facetName;
          if (component.settings.facetType !== 'multi_select' || !name) {
            return (
              <UnknownComponent
                key={component.id}
                code={`${component.code}:${component.settings.facetType}`}
                place="lijst"
              />
            );
          }
          return (
            <FacetFilter
              key={component.id}
              settings={component.settings}
              buckets={facets[name] ?? []}
              chosen={params.filters[name] ?? []}
              onChange={(values) => onChange({ [`f[${name}]`]: values.join(',') })}
            />
          );
        })}
    </Stack>
  );
}
