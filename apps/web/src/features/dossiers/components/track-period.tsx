import { daysUntil, formatShortDate } from '@koers/shared/calendar';
import { Typography } from '@mui/material';

/** "nog 12 dagen" / "vandaag afgelopen" / "3 dagen geleden afgelopen" for a track end date. */
export function remainingText(endsOn: string): string {
  const days = daysUntil(endsOn);
  if (days > 1) return `nog ${days} dagen`;
  if (days === 1) return 'nog 1 dag';
  if (days === 0) return 'eindigt vandaag';
  return days === -1 ? 'gisteren afgelopen' : `${-days} dagen geleden afgelopen`;
}

/**
 * A track's end date with how long it still runs; soon and past ends stand out. An archived
 * dossier's track runs no more, whatever its end date: it says when it was archived instead.
 */
export function TrackEnd({ endsOn, archivedAt = null }: { endsOn: string | null; archivedAt?: string | null }) {
  if (archivedAt) {
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        Gearchiveerd op {formatShortDate(archivedAt)}
      </Typography>
    );
  }
  if (!endsOn) return <Typography color="text.secondary">–</Typography>;
  const days = daysUntil(endsOn);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: 'block',
        // 'nog 12 dagen' on one line; a long-past end ('240 dagen geleden afgelopen') may wrap,
        // so the list keeps its last column in view at 1280 px.
        whiteSpace: days < 0 ? 'normal' : 'nowrap',
        color: days < 0 ? 'error.main' : days <= 28 ? '#8a5300' : 'text.secondary',
        fontWeight: days <= 28 ? 600 : 400,
      }}
    >
      {remainingText(endsOn)}
    </Typography>
  );
}
