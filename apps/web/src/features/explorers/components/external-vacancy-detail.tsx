import { formatDate } from '@koers/shared/calendar';
import type { ExplorerConfiguration } from '@koers/shared/explorers';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Alert, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { type ExternalVacancyDetail, useExternalVacancy } from '../api/get-external-vacancy';
import { distanceText } from '../lib/distance';
import { AvailabilityPopover } from './availability';
import { LocationMap } from './location-map';
import { OrganizationPopover } from './organization-popover';
import { TrainingSuggestions } from './training-suggestions';
import { UnknownComponent } from './unknown-component';
import { ContactToggle, Description, OriginalText, Sources } from './vacancy-detail-parts';

const HIDDEN_EDUCATION_LEVEL = 'niet_van_toepassing';

export function hoursText(hours: { min: number | null; max: number | null } | null): string | null {
  if (!hours) return null;
  if (hours.min !== null && hours.max !== null && hours.min !== hours.max)
    return `${hours.min} – ${hours.max} uur per week`;
  const value = hours.max ?? hours.min;
  return value !== null ? `${value} uur per week` : null;
}

function BasicDetails({ detail, employerHref }: { detail: ExternalVacancyDetail; employerHref: string | null }) {
  const { vacancy } = detail;
  const facts = [
    vacancy.educationLevelCode !== HIDDEN_EDUCATION_LEVEL ? vacancy.humanEducationLevel : null,
    hoursText(vacancy.hoursPerWeek),
    vacancy.humanEmploymentType,
    vacancy.contractType?.name ?? null,
    vacancy.salary
      ? `€ ${vacancy.salary.min.toLocaleString('nl-NL')}${vacancy.salary.max ? ` – € ${vacancy.salary.max.toLocaleString('nl-NL')}` : ''} per maand`
      : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Stack spacing={1}>
      {vacancy.organizationName ? (
        <OrganizationPopover
          name={vacancy.organizationName}
          organization={detail.organization}
          employerHref={employerHref}
        />
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {vacancy.location?.city ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PlaceIcon fontSize="small" color="action" />
            <Typography>
              {vacancy.location.city}
              {vacancy.distance !== null ? ` (${distanceText(vacancy.distance)})` : ''}
            </Typography>
          </Stack>
        ) : null}
        <AvailabilityPopover
          level={vacancy.availabilityLevel}
          label={vacancy.humanAvailability}
          postedAt={vacancy.createdAtRemote}
          validThrough={vacancy.validThrough}
        />
        <Typography variant="body2" color="text.secondary">
          Geplaatst op {formatDate(vacancy.createdAtRemote)}
        </Typography>
      </Stack>
      {facts.length > 0 ? <Typography>{facts.join(' · ')}</Typography> : null}
    </Stack>
  );
}

/**
 * The internet vacancy detail (SPEC §2.3), its parts in the order of the explorer's detail
 * configuration. `actions` (save, propose, favourite) and `extra` come from outside the feature.
 */
export function ExternalVacancyDetailView({
  vacancyId,
  geoId,
  configuration,
  actions,
  extra,
  employerHref,
}: {
  vacancyId: string;
  geoId: string | null;
  configuration: ExplorerConfiguration;
  actions?: (detail: ExternalVacancyDetail) => ReactNode;
  extra?: (detail: ExternalVacancyDetail) => ReactNode;
  employerHref?: (organizationId: string) => string | null;
}) {
  const query = useExternalVacancy(vacancyId, geoId);
  if (query.isPending) return <CircularProgress aria-label="Vacature laden" />;
  if (query.isError) {
    return (
      <Alert severity={isApiError(query.error, 404) ? 'info' : 'error'}>
        {isApiError(query.error, 404)
          ? 'Deze vacature bestaat niet (meer).'
          : 'De vacature kon niet worden geladen. Probeer het later opnieuw.'}
      </Alert>
    );
  }
  const detail = query.data;
  const { vacancy } = detail;
  const terms = [vacancy.title, vacancy.jobTitle?.labelNl].filter(
    (term, index, all): term is string => Boolean(term) && all.indexOf(term) === index,
  );
  const organizationHref = detail.organization && employerHref ? employerHref(detail.organization.id) : null;
  const parts = configuration.componentConfigurations.map((component) => {
    switch (component.code) {
      case 'basic_details':
        return <BasicDetails key={component.id} detail={detail} employerHref={organizationHref} />;
      case 'map':
        return (
          <LocationMap
            key={component.id}
            coordinates={vacancy.location?.coordinates}
            postalCode={vacancy.location?.postalCode}
            place={vacancy.location?.city}
          />
        );
      case 'sources':
        return <Sources key={component.id} sources={detail.sources} />;
      case 'contact_details':
        return <ContactToggle key={component.id} contact={detail.contactDetails} />;
      case 'training_suggestions':
        return <TrainingSuggestions key={component.id} terms={terms} />;
      case 'description':
        return <Description key={component.id} vacancy={vacancy} />;
      case 'original_text':
        return <OriginalText key={component.id} text={vacancy.fullText} />;
      default:
        return <UnknownComponent key={component.id} code={component.code} place="detail" />;
    }
  });
  return (
    <Stack spacing={2} component="article" aria-labelledby={`vacancy-${vacancy.id}`}>
      <Typography id={`vacancy-${vacancy.id}`} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {vacancy.title}
      </Typography>
      {actions?.(detail)}
      {extra?.(detail)}
      <Divider />
      {parts}
    </Stack>
  );
}
