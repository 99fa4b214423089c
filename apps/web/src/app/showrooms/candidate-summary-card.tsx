import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { FavoriteIconToggle } from '../../features/favorites/components/favorite-icon-toggle';
import type { CandidateSummary } from '../../features/showrooms/api/showrooms-api';

/** How a candidate is called where the showroom keeps them anonymous. */
export const candidateLabel = (candidate: Pick<CandidateSummary, 'name' | 'title'>) =>
  candidate.name ?? (candidate.title ? `Kandidaat: ${candidate.title}` : 'Anonieme kandidaat');

/** One candidate of a showroom as a contact sees them: what they seek and where, a link to their profile. */
export function CandidateSummaryCard({ showroomId, candidate }: { showroomId: string; candidate: CandidateSummary }) {
  const label = candidateLabel(candidate);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex' }}>
      <CardActionArea component={Link} to={`/showrooms/${showroomId}/candidate/${candidate.id}`} sx={{ flexGrow: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <PersonOutlineIcon color="action" aria-hidden />
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {candidate.name ?? candidate.title ?? 'Anonieme kandidaat'}
              </Typography>
              {candidate.name && candidate.title ? (
                <Typography color="text.secondary">{candidate.title}</Typography>
              ) : null}
              <Typography color="text.secondary" variant="body2">
                {candidate.region ?? 'Regio onbekend'}
                {candidate.contactable ? '' : ' · anoniem'}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
      <Stack sx={{ justifyContent: 'center', pr: 1 }}>
        <FavoriteIconToggle favorableType="Candidate" favorableId={candidate.id} label={label} />
      </Stack>
    </Card>
  );
}
