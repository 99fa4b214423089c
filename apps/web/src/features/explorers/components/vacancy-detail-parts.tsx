import { formatDate } from '@koers/shared/calendar';
import { SHOW_MORE_COLLAPSED_HEIGHT, SHOW_MORE_VACANCY_DESCRIPTION_HEIGHT } from '@koers/shared/constants';
import { Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { ContactDetails, ExternalVacancy, VacancySource } from '../api/explorer-types';
import { ShowMore } from './show-more';

/** HTML a backend sanitised when it stored the vacancy (sanitize-html, a short tag list). */
export function SanitizedHtml({ html }: { html: string }) {
  return (
    <Box
      sx={{ '& p': { mt: 0, mb: 1 }, '& ul, & ol': { mt: 0, pl: 3 }, overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the backend before storing (ARCHITECTURE "HTML from outside")
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** SPEC §2.3 sources: each with its link, or 'Deze bron is niet (meer) beschikbaar.' */
export function Sources({ sources }: { sources: VacancySource[] }) {
  return (
    <Stack spacing={1} component="section" aria-label="Bronnen">
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        Bronnen
      </Typography>
      {sources.length === 0 ? (
        <Typography>Er zijn geen bronnen bekend.</Typography>
      ) : (
        <List dense disablePadding>
          {sources.map((source) => (
            <ListItem key={source.id} disableGutters sx={{ display: 'block' }}>
              {source.sourceUrl ? (
                <Link href={source.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {source.title ?? source.domain ?? source.sourceUrl}
                </Link>
              ) : (
                <Typography component="span">{source.title ?? source.domain ?? 'Onbekende bron'}</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {[source.humanSourceType, source.domain, `gevonden op ${formatDate(source.foundAt)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {source.sourceUrl ? null : (
                <Typography variant="body2" color="text.secondary">
                  Deze bron is niet (meer) beschikbaar.
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The contact toggle of SPEC §2.3 (Contactgegevens / Verberg contactgegevens). */
export function ContactToggle({ contact }: { contact: ContactDetails | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Verberg contactgegevens' : 'Contactgegevens'}
      </Button>
      {open ? (
        <Stack id={id} spacing={0.5}>
          {contact?.name ? <Typography>{contact.name}</Typography> : null}
          {contact?.contactPerson ? <Typography>Contactpersoon: {contact.contactPerson}</Typography> : null}
          {contact?.email ? (
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          ) : (
            <Typography>E-mailadres niet bekend</Typography>
          )}
          {contact?.phone ? (
            <Link href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Link>
          ) : (
            <Typography>Telefoonnummer niet bekend</Typography>
          )}
          {contact?.humanAddress ? <Typography>{contact.humanAddress}</Typography> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

const SECTIONS: Array<[keyof ExternalVacancy, string]> = [
  ['functionProfile', 'Functieomschrijving'],
  ['profile', 'Wat vragen we'],
  ['benefits', 'Wat bieden we'],
  ['applicationProcedure', 'Solliciteren'],
  ['employerDescription', 'Over de werkgever'],
];

/** The vacancy's text by section, cut at 320 px with 'Toon meer' (SPEC §9). */
export function Description({ vacancy }: { vacancy: ExternalVacancy }) {
  const sections = SECTIONS.filter(([key]) => typeof vacancy[key] === 'string' && vacancy[key] !== '');
  if (sections.length === 0) return null;
  return (
    <ShowMore height={SHOW_MORE_VACANCY_DESCRIPTION_HEIGHT}>
      {sections.map(([key, title]) => (
        <Box key={key} component="section" sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {title}
          </Typography>
          <SanitizedHtml html={vacancy[key] as string} />
        </Box>
      ))}
    </ShowMore>
  );
}

/** SPEC §2.3 the button that shows the original text (cut at 160 px, SPEC §9). */
export function OriginalText({ text }: { text: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Verberg originele tekst' : 'Toon originele tekst'}
      </Button>
      {open ? (
        <Box id={id} sx={{ width: '100%' }}>
          <ShowMore height={SHOW_MORE_COLLAPSED_HEIGHT}>
            <SanitizedHtml html={text} />
          </ShowMore>
        </Box>
      ) : null}
    </Stack>
  );
}
