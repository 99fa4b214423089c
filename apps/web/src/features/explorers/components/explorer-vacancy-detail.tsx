import { formatDate } from '@koers/shared/calendar';
import { CUSTOM_FIELD_VALUES_SHOWN, SHOW_MORE_VACANCY_DESCRIPTION_HEIGHT } from '@koers/shared/constants';
import { lastDayInAmsterdam } from '@koers/shared/internal-vacancies';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Link,
  Paper,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { StartConversationButton } from '../../../components/start-conversation-button';
import { isApiError } from '../../../lib/api-client';
import { useStartConversation } from '../../../lib/conversations/start-conversation';
import type { ExplorerVacancy, ExplorerVacancyPerson } from '../api/explorer-types';
import { useExplorerVacancy } from '../api/get-explorer-vacancy';
import { distanceText } from '../lib/distance';
import { LocationMap } from './location-map';
import { ShowMore } from './show-more';
import { SanitizedHtml } from './vacancy-detail-parts';

const HIDDEN_EDUCATION_LEVEL = 'niet_van_toepassing';

/** What the detail needs from outside the feature (SPEC §6): the employer's page, conversations, occupations. */
export type ExplorerVacancyLinks = {
  /**
   * The organisation's employer profile (SPEC §5/§6): null when the button is disabled (without
   * the internal-employers view feature, without an employer, or while that screen is not there).
   */
  employerProfileHref: (employerId: string) => string | null;
  occupationHref: ((jobTitleId: string) => string) | null;
};

function PopoverButton({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={icon}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <Popover id={id} open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Stack spacing={0.75} sx={{ p: 2, maxWidth: 340 }}>
          {children(() => setAnchor(null))}
        </Stack>
      </Popover>
    </>
  );
}

/** SPEC §2.3 employer popover, with the employer-profile button of SPEC §5/§6. */
function EmployerPopover({ vacancy, links }: { vacancy: ExplorerVacancy; links: ExplorerVacancyLinks }) {
  const { employer } = vacancy;
  const profile = links.employerProfileHref(employer.id);
  return (
    <PopoverButton label={employer.name} icon={<BusinessIcon />}>
      {() => (
        <>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {employer.name}
          </Typography>
          {employer.city ? <Typography variant="body2">Plaats: {employer.city}</Typography> : null}
          {employer.websiteUrl ? (
            <Link href={employer.websiteUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {employer.websiteUrl.replace(/^https?:\/\//, '')}
            </Link>
          ) : null}
          <Box>
            {profile ? (
              <Button component={RouterLink} to={profile} size="small" variant="outlined">
                Werkgeversprofiel
              </Button>
            ) : (
              <Tooltip describeChild title="Het werkgeversprofiel is niet beschikbaar.">
                <span>
                  <Button size="small" variant="outlined" disabled>
                    Werkgeversprofiel
                  </Button>
                </span>
              </Tooltip>
            )}
          </Box>
        </>
      )}
    </PopoverButton>
  );
}

/** SPEC §2.3 job-title popover: the occupation the vacancy is for, and its information card. */
function JobTitlePopover({ vacancy, links }: { vacancy: ExplorerVacancy; links: ExplorerVacancyLinks }) {
  if (!vacancy.humanJobTitle) return null;
  const href = vacancy.jobTitleId && links.occupationHref ? links.occupationHref(vacancy.jobTitleId) : null;
  return (
    <PopoverButton label={vacancy.humanJobTitle} icon={<WorkIcon />}>
      {() => (
        <>
          <Typography variant="body2">Beroep: {vacancy.humanJobTitle}</Typography>
          {href ? (
            <Link component={RouterLink} to={href} variant="body2">
              Bekijk informatie over dit beroep
            </Link>
          ) : null}
        </>
      )}
    </PopoverButton>
  );
}

/** SPEC §2.3 custom field values: 5, then '+N' for the rest (SPEC §9). */
function CustomFieldValues({ vacancy }: { vacancy: ExplorerVacancy }) {
  const [all, setAll] = useState(false);
  const values = vacancy.customFieldValues;
  if (values.length === 0) return null;
  const shown = all ? values : values.slice(0, CUSTOM_FIELD_VALUES_SHOWN);
  const rest = values.length - shown.length;
  return (
    <Paper variant="outlined" component="section" aria-label="Kenmerken" sx={{ p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        Kenmerken
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {shown.map((value) => (
          <Chip
            key={value.customField.id}
            variant="outlined"
            label={`${value.customField.label}: ${value.humanValue}`}
          />
        ))}
        {rest > 0 ? (
          <Chip
            color="primary"
            label={`+${rest}`}
            onClick={() => setAll(true)}
            // The name starts with what is shown (WCAG 2.5.3 label in name), then says what it does.
            aria-label={`+${rest}: toon nog ${rest} ${rest === 1 ? 'kenmerk' : 'kenmerken'}`}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function Person({
  role,
  userType,
  person,
  vacancy,
}: {
  role: string;
  userType: string;
  person: ExplorerVacancyPerson;
  vacancy: ExplorerVacancy;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {role}
      </Typography>
      {person.email ? (
        <Link href={`mailto:${person.email}?subject=${encodeURIComponent(`Vacature: ${vacancy.title}`)}`}>
          {person.email}
        </Link>
      ) : (
        <Typography>E-mailadres niet bekend</Typography>
      )}
      {person.phone ? (
        <Link href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</Link>
      ) : (
        <Typography>Telefoonnummer niet bekend</Typography>
      )}
      <StartConversationButton partnerId={person.conversationPartnerId} name={person.name} userType={userType} />
    </Stack>
  );
}

/** SPEC §2.3 contact details card: the people SPEC §5 shows this viewer, with mailto, tel and a conversation. */
function ContactCard({ id, vacancy }: { id: string; vacancy: ExplorerVacancy }) {
  const people = [
    vacancy.contact ? { role: 'Contactpersoon van de werkgever', userType: 'contact', person: vacancy.contact } : null,
    vacancy.accountManager ? { role: 'Accountmanager', userType: 'member', person: vacancy.accountManager } : null,
  ].filter((entry) => entry !== null);
  return (
    <Paper id={id} variant="outlined" component="section" aria-label="Contactgegevens" sx={{ p: 2 }} tabIndex={-1}>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {people.length === 0 ? (
          <Typography>Er is geen contactpersoon bekend.</Typography>
        ) : (
          people.map((entry) => (
            <Person
              key={entry.role}
              role={entry.role}
              userType={entry.userType}
              person={entry.person}
              vacancy={vacancy}
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** Who to write to when applying: the person the vacancy names (contactThrough), else the other one shown. */
function applyTarget(vacancy: ExplorerVacancy): { person: ExplorerVacancyPerson; userType: string } | null {
  const contact = vacancy.contact ? { person: vacancy.contact, userType: 'contact' } : null;
  const manager = vacancy.accountManager ? { person: vacancy.accountManager, userType: 'member' } : null;
  return vacancy.contactThrough === 'account_manager' ? (manager ?? contact) : (contact ?? manager);
}

/**
 * The internal vacancy detail (SPEC §2.3): employer popover, posting and closing dates, map,
 * 'Solliciteren of contact opnemen' and 'Contactgegevens', job-title popover, hours, education
 * level, description, custom field values and the contact card. `actions` and `extra` come from
 * outside the feature.
 */
export function ExplorerVacancyDetailView({
  vacancyId,
  query,
  links,
  actions,
  extra,
}: {
  vacancyId: string;
  /** `near` and `match[...]` for the distance and the match. */
  query: Record<string, string>;
  links: ExplorerVacancyLinks;
  actions?: (vacancy: ExplorerVacancy) => ReactNode;
  extra?: (vacancy: ExplorerVacancy) => ReactNode;
}) {
  const result = useExplorerVacancy(vacancyId, query);
  const startConversation = useStartConversation();
  const [contactOpen, setContactOpen] = useState(false);
  const contactId = useId();
  if (result.isPending) return <CircularProgress aria-label="Vacature laden" />;
  if (result.isError) {
    return (
      <Alert severity={isApiError(result.error, 404) ? 'info' : 'error'}>
        {isApiError(result.error, 404)
          ? 'Deze vacature bestaat niet (meer).'
          : 'De vacature kon niet worden geladen. Probeer het later opnieuw.'}
      </Alert>
    );
  }
  const vacancy = result.data;
  const target = applyTarget(vacancy);
  const facts = [
    vacancy.humanHoursIndication,
    vacancy.educationLevelCode !== HIDDEN_EDUCATION_LEVEL ? vacancy.humanEducationLevel : null,
  ].filter((fact): fact is string => Boolean(fact));
  const apply = () => {
    const partner = target?.person.conversationPartnerId;
    if (target && partner && startConversation)
      startConversation([{ id: partner, name: target.person.name, userType: target.userType }]);
    else {
      setContactOpen(true);
      requestAnimationFrame(() => document.getElementById(contactId)?.focus());
    }
  };
  return (
    <Stack spacing={2} component="article" aria-labelledby={`vacancy-${vacancy.id}`}>
      <Typography id={`vacancy-${vacancy.id}`} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {vacancy.title}
      </Typography>
      {actions?.(vacancy)}
      {extra?.(vacancy)}
      <Divider />
      <Stack spacing={1}>
        <EmployerPopover vacancy={vacancy} links={links} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {vacancy.city ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" color="action" />
              <Typography>
                {vacancy.city}
                {vacancy.distance !== null ? ` (${distanceText(vacancy.distance)})` : ''}
              </Typography>
            </Stack>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Geplaatst op {formatDate(vacancy.startsAt)}
          </Typography>
          {vacancy.endsAt ? (
            <Typography variant="body2" color="text.secondary">
              Sluit op {formatDate(lastDayInAmsterdam(vacancy.endsAt))}
            </Typography>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <JobTitlePopover vacancy={vacancy} links={links} />
          {facts.length > 0 ? <Typography>{facts.join(' · ')}</Typography> : null}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={apply}>
          Solliciteren of contact opnemen
        </Button>
        <Button
          variant="outlined"
          aria-expanded={contactOpen}
          aria-controls={contactId}
          onClick={() => setContactOpen(!contactOpen)}
        >
          {contactOpen ? 'Verberg contactgegevens' : 'Contactgegevens'}
        </Button>
      </Stack>
      {contactOpen ? <ContactCard id={contactId} vacancy={vacancy} /> : null}
      <LocationMap coordinates={vacancy.coordinates} postalCode={vacancy.postalCode} place={vacancy.city} />
      {vacancy.description ? (
        <Box component="section" aria-labelledby={`description-${vacancy.id}`}>
          <Typography id={`description-${vacancy.id}`} variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            Omschrijving
          </Typography>
          <ShowMore height={SHOW_MORE_VACANCY_DESCRIPTION_HEIGHT}>
            <SanitizedHtml html={vacancy.description} />
          </ShowMore>
        </Box>
      ) : null}
      <CustomFieldValues vacancy={vacancy} />
    </Stack>
  );
}
