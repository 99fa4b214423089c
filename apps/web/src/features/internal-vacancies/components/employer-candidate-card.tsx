import { formatDate, formatMonth } from '@koers/shared/calendar';
import { humanHoursIndication } from '@koers/shared/internal-vacancies';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Alert, Box, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { DetailItem } from '../../../components/detail-item';
import { SectionCard } from '../../../components/section-card';
import type { EmployerCandidate } from '../api/get-employer-candidates';

/** The candidate as the employer sees them (SPEC §2.2 candidate_show), and as a coach previews it. */
export function EmployerCandidateCard({ candidate }: { candidate: EmployerCandidate }) {
  const hours = humanHoursIndication(candidate.hoursPerWeekMin ?? null, candidate.hoursPerWeekMax ?? null);
  return (
    <Stack spacing={2}>
      {candidate.stateLabel || candidate.proposedAt ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {candidate.stateLabel ? <Chip label={candidate.stateLabel} size="small" color="info" /> : null}
          {candidate.proposedAt ? (
            <Typography variant="body2" color="text.secondary">
              Voorgesteld op {formatDate(candidate.proposedAt)}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {!candidate.profileShared ? (
        <Alert severity="info">
          {candidate.name} deelt het profiel niet met werkgevers. Neem voor meer informatie contact op met de
          accountmanager.
        </Alert>
      ) : (
        <>
          <SectionCard title="Profiel">
            <Stack spacing={2}>
              {candidate.title ? <Typography sx={{ fontWeight: 500 }}>{candidate.title}</Typography> : null}
              {candidate.aboutMe ? <Typography sx={{ whiteSpace: 'pre-line' }}>{candidate.aboutMe}</Typography> : null}
              <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
                <DetailItem
                  label="Beschikbaar"
                  value={[hours, ...(candidate.workSchedule ?? [])].filter(Boolean).join(' · ')}
                />
                <DetailItem label="Opleidingsniveau" value={candidate.educationLevel ?? null} />
                <DetailItem label="Talen" value={candidate.languages?.join(', ') ?? null} />
              </Box>
            </Stack>
          </SectionCard>
          {(candidate.workExperience ?? []).length > 0 ? (
            <SectionCard title="Werkervaring">
              <List disablePadding aria-label="Werkervaring">
                {candidate.workExperience?.map((work) => (
                  <ListItem key={`${work.position}-${work.startMonth}`} disableGutters divider>
                    <ListItemText
                      primary={`${work.position} bij ${work.employer}`}
                      secondary={`${formatMonth(work.startMonth)} – ${work.endMonth ? formatMonth(work.endMonth) : 'heden'}${work.city ? ` · ${work.city}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            </SectionCard>
          ) : null}
          {(candidate.educations ?? []).length > 0 ? (
            <SectionCard title="Opleidingen">
              <List disablePadding aria-label="Opleidingen">
                {candidate.educations?.map((education) => (
                  <ListItem key={`${education.name}-${education.endYear}`} disableGutters divider>
                    <ListItemText
                      primary={education.name}
                      secondary={[
                        education.institution,
                        education.level,
                        education.endYear,
                        education.diploma ? 'diploma' : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </SectionCard>
          ) : null}
          <SectionCard title="Contactgegevens">
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailIcon color="action" fontSize="small" aria-hidden />
                {candidate.email ? (
                  <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link>
                ) : (
                  <Typography>E-mailadres niet bekend</Typography>
                )}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneIcon color="action" fontSize="small" aria-hidden />
                {candidate.phone ? (
                  <Link href={`tel:${candidate.phone.replace(/\s/g, '')}`}>{candidate.phone}</Link>
                ) : (
                  <Typography>Telefoonnummer niet bekend</Typography>
                )}
              </Stack>
            </Stack>
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
