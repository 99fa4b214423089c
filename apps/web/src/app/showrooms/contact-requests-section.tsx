import { Button, Chip, Stack, Typography } from '@mui/material';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import {
  type ContactRequest,
  useContactRequests,
  useDecideContactRequest,
} from '../../features/showrooms/api/showrooms-api';

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });

const STATE_LABELS: Record<ContactRequest['state'], string> = {
  pending: 'Openstaand',
  accepted: 'Geaccepteerd',
  declined: 'Afgewezen',
};

/** The contact requests of employers for one's candidates; the coach accepts or declines them. */
export function ContactRequestsSection() {
  const requests = useContactRequests();
  const decide = useDecideContactRequest();
  return (
    <SectionCard title="Contactverzoeken">
      {!requests.data ? (
        <LoadState pending={requests.isPending} errorText="De contactverzoeken konden niet worden geladen." />
      ) : requests.data.length === 0 ? (
        <Typography color="text.secondary">Er zijn geen contactverzoeken.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.data.map((request) => (
            <Stack component="li" key={request.id} spacing={0.5}>
              <Typography sx={{ fontWeight: 600 }}>
                {request.contactName ?? 'Een contactpersoon'}
                {request.employerName ? ` (${request.employerName})` : ''} wil contact met{' '}
                {request.candidateName ?? 'een kandidaat'}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {request.showroomName ? `Via ${request.showroomName} · ` : ''}
                {dateFormat.format(new Date(request.createdAt))}
              </Typography>
              {request.message ? <Typography variant="body2">{request.message}</Typography> : null}
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={STATE_LABELS[request.state]} />
                {request.state === 'pending' && request.can.decide ? (
                  <>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: request.id, state: 'accepted' })}
                    >
                      Accepteren
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: request.id, state: 'declined' })}
                    >
                      Afwijzen
                    </Button>
                  </>
                ) : null}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
