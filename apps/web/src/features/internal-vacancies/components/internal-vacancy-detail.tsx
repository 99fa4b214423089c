import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Grid, Link, Stack, Typography } from '@mui/material';
import { DetailItem as Detail } from '../../../components/detail-item';
import { SectionCard } from '../../../components/section-card';
import { StartConversationButton } from '../../../components/start-conversation-button';
import type { InternalVacancy, VacancyPerson } from '../api/internal-vacancy-types';
import { windowText } from './vacancy-window';

function Person({
  title,
  person,
  userType,
}: {
  title: string;
  person: VacancyPerson | null;
  userType: 'contact' | 'member';
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      {person ? (
        <Stack spacing={0.5}>
          <Typography>{person.name}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EmailIcon color="action" fontSize="small" aria-hidden />
            {person.email ? (
              <Link href={`mailto:${person.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {person.email}
              </Link>
            ) : (
              <Typography variant="body2">E-mailadres niet bekend</Typography>
            )}
          </Stack>
          {person.phone !== undefined ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneIcon color="action" fontSize="small" aria-hidden />
              {person.phone ? (
                <Link href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</Link>
              ) : (
                <Typography variant="body2">Telefoonnummer niet bekend</Typography>
              )}
            </Stack>
          ) : null}
          <StartConversationButton partnerId={person.conversationPartnerId} name={person.name} userType={userType} />
        </Stack>
      ) : (
        <Typography>Niet gekozen</Typography>
      )}
    </Box>
  );
}

/** Everything the vacancy holds, as the people managing it see it. */
export function InternalVacancyDetail({ vacancy }: { vacancy: InternalVacancy }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <SectionCard title="Omschrijving">
          {vacancy.description ? (
            <Box
              sx={{ '& h3': { fontSize: '1.05rem', mt: 2, mb: 0.5 }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
              // Sanitised by the server before it was stored (docs/decisions.md).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised vacancy HTML
              dangerouslySetInnerHTML={{ __html: vacancy.description }}
            />
          ) : (
            <Typography color="text.secondary">Er is nog geen omschrijving.</Typography>
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <SectionCard title="Gegevens">
            <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
              <Detail label="Werkgever" value={vacancy.employerName} />
              <Detail label="Beroep" value={vacancy.humanJobTitle} />
              <Detail label="Uren" value={vacancy.humanHoursIndication} />
              <Detail label="Opleidingsniveau" value={vacancy.humanEducationLevel} />
              <Detail label="Plaats" value={[vacancy.postalCode, vacancy.city].filter(Boolean).join(' ')} />
              <Detail label="Publicatie" value={windowText(vacancy)} />
              {vacancy.customFieldValues.map((value) => (
                <Detail key={value.id} label={value.label} value={value.humanValue} />
              ))}
            </Box>
          </SectionCard>
          <SectionCard title="Contact">
            <Stack spacing={2}>
              <Typography variant="body2">
                {vacancy.contactThrough === 'employer'
                  ? 'Kandidaten nemen contact op met de contactpersoon van de werkgever.'
                  : 'Kandidaten nemen contact op met de accountmanager.'}
              </Typography>
              <Person title="Contactpersoon" person={vacancy.contact} userType="contact" />
              <Person title="Accountmanager" person={vacancy.accountManager} userType="member" />
            </Stack>
          </SectionCard>
        </Stack>
      </Grid>
    </Grid>
  );
}
