import { FormControlLabel, FormGroup, Stack, Switch, Typography } from '@mui/material';
import { SectionCard } from '../../components/section-card';
import {
  type DossierShowroom,
  type ShowroomConsent,
  useDossierShowrooms,
  useShowroomConsent,
  useUpdateShowroomConsent,
} from '../../features/showrooms/api/showroom-consent-api';

const EXPOSURE_TEXT: Record<ShowroomConsent['exposure'], string> = {
  hidden: 'Werkgevers zien de kandidaat niet: daarvoor moeten de kandidaat en de jobcoach allebei instemmen.',
  anonymous: 'Werkgevers zien het profiel anoniem: zonder naam, foto en contactgegevens.',
  contactable: 'Werkgevers zien het profiel met naam en contactgegevens en kunnen contact aanvragen.',
};

const OWN_EXPOSURE_TEXT: Record<ShowroomConsent['exposure'], string> = {
  hidden: 'Werkgevers zien je niet: daarvoor moeten jij en je jobcoach allebei instemmen.',
  anonymous: 'Werkgevers zien je profiel anoniem: zonder naam, foto en contactgegevens.',
  contactable: 'Werkgevers zien je profiel met naam en contactgegevens en kunnen contact aanvragen.',
};

const STATUS: Record<DossierShowroom['status'], string> = { published: 'gepubliceerd', draft: 'concept' };

/**
 * Consent before a profile reaches an employer (issue 35.3): the candidate's switches (appear in
 * showrooms, may be contacted) and the coach's; each sets only what its holder may. Below, the
 * showrooms the candidate appears in. Absent without the feature or access.
 */
export function ShowroomConsentCard({ dossierId, own }: { dossierId: string; own: boolean }) {
  const consent = useShowroomConsent(dossierId);
  const update = useUpdateShowroomConsent(dossierId);
  const showrooms = useDossierShowrooms(dossierId, consent.isSuccess);
  const data = consent.data;
  if (!data) return null;
  const switchOf = (kind: 'candidate' | 'coach' | 'contact', label: string, allowed: boolean | undefined) => (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={data[kind]}
          disabled={!allowed || update.isPending}
          onChange={(event) => update.mutate({ [kind]: event.target.checked })}
        />
      }
    />
  );
  return (
    <SectionCard title="Showrooms voor werkgevers">
      <Stack spacing={1.5}>
        <FormGroup>
          {switchOf(
            'candidate',
            own ? 'Ik wil in showrooms voor werkgevers staan' : 'Kandidaat stemt in met showrooms',
            data.can.setCandidate,
          )}
          {switchOf(
            'contact',
            own ? 'Werkgevers mogen contact met mij opnemen' : 'Kandidaat mag benaderd worden',
            data.can.setContact,
          )}
          {switchOf('coach', 'Jobcoach stemt in', data.can.setCoach)}
        </FormGroup>
        <Typography color="text.secondary">{(own ? OWN_EXPOSURE_TEXT : EXPOSURE_TEXT)[data.exposure]}</Typography>
        {showrooms.data && showrooms.data.length > 0 ? (
          <Stack spacing={0.5}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {own ? 'Je staat in deze showrooms' : 'Staat in deze showrooms'}
            </Typography>
            <Stack component="ul" sx={{ m: 0, pl: 3 }}>
              {showrooms.data.map((showroom) => (
                <li key={showroom.id}>
                  {showroom.name} ({STATUS[showroom.status]}
                  {showroom.employers.length > 0 ? `, voor ${showroom.employers.join(', ')}` : ''})
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
