import { formatDate, formatDateTime } from '@koers/shared/calendar';
import {
  FOLLOW_UP_LABELS,
  humanOutcomeValue,
  OUTCOME_END_REASON_LABELS,
  OUTCOME_FIELD_LABELS,
  OUTCOME_KIND_LABELS,
} from '@koers/shared/outcomes';
import { CONTRACT_TYPES } from '@koers/shared/vacancies';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DetailRow, DetailRows } from '../../../components/detail-rows';
import { LoadState } from '../../../components/load-state';
import { SectionCard } from '../../../components/section-card';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { type Outcome, type OutcomeChange, useOutcome } from '../api/get-outcome';

// The form (react-hook-form, zod, the outcome schema) loads when the dialog first opens.
const OutcomeDialog = lazy(() => import('./outcome-dialog').then((module) => ({ default: module.OutcomeDialog })));

function OutcomeDetails({ outcome }: { outcome: Outcome }) {
  const placed = outcome.kind === 'placed';
  const contract = CONTRACT_TYPES.find((type) => type.code === outcome.contractType)?.label ?? null;
  return (
    <DetailRows>
      <DetailRow
        label="Uitkomst"
        value={
          placed
            ? OUTCOME_KIND_LABELS.placed
            : `${OUTCOME_KIND_LABELS.ended}: ${outcome.endReason ? OUTCOME_END_REASON_LABELS[outcome.endReason] : ''}`
        }
      />
      <DetailRow label="Einddatum traject" value={formatDate(outcome.endedOn)} />
      {placed ? (
        <>
          <DetailRow label="Werkgever" value={outcome.employerName} />
          <DetailRow
            label="Functie"
            value={[outcome.functionTitle, outcome.occupationLabel ? `(beroep: ${outcome.occupationLabel})` : null]
              .filter(Boolean)
              .join(' ')}
          />
          <DetailRow
            label="Uren per week"
            value={outcome.hoursPerWeek === null ? null : String(outcome.hoursPerWeek)}
          />
          <DetailRow label="Soort contract" value={contract} />
          <DetailRow
            label="Startdatum werk"
            value={outcome.employmentStartsOn ? formatDate(outcome.employmentStartsOn) : null}
          />
          <DetailRow label="Na 6 maanden nog in dienst" value={FOLLOW_UP_LABELS[outcome.employedAfterSixMonths]} />
        </>
      ) : null}
      {outcome.note ? <DetailRow label="Toelichting" value={outcome.note} /> : null}
    </DetailRows>
  );
}

function changeText(change: OutcomeChange): string {
  if (change.action === 'create') return 'Uitkomst vastgelegd';
  return change.changes
    .map(
      (item) =>
        `${OUTCOME_FIELD_LABELS[item.field]}: ${humanOutcomeValue(item.field, item.from)} → ${humanOutcomeValue(item.field, item.to)}`,
    )
    .join('; ');
}

function OutcomeHistory({ history }: { history: OutcomeChange[] }) {
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', pt: 2 }}>
        Geschiedenis
      </Typography>
      <List dense disablePadding aria-label="Geschiedenis van de uitkomst">
        {history.map((change) => (
          <ListItem key={change.id} disableGutters>
            <ListItemText
              primary={changeText(change)}
              secondary={`${change.changedByName ?? 'onbekend'}, ${formatDateTime(change.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * Uitkomst (feature Placement): how the track ended — a placement or another reason — with the
 * history of changes, and 'Uitkomst vastleggen' or 'Wijzigen' for who may.
 */
export function OutcomeCard({
  dossierId,
  organizationId,
  canRead,
  canRecord,
  onSaved,
}: {
  dossierId: string;
  organizationId: string;
  canRead: boolean;
  canRecord: boolean;
  onSaved: () => void;
}) {
  const outcome = useOutcome(dossierId, canRead);
  const [open, setOpen] = useState(false);
  if (!canRead) return null;
  const recorded = outcome.data ?? null;
  return (
    <SectionCard
      title="Uitkomst"
      actions={
        canRecord && outcome.isSuccess ? (
          <Button size="small" variant={recorded ? 'text' : 'contained'} onClick={() => setOpen(true)}>
            {recorded ? 'Wijzigen' : 'Uitkomst vastleggen'}
          </Button>
        ) : null
      }
    >
      {!outcome.isSuccess ? (
        <LoadState pending={outcome.isPending} errorText="De uitkomst kon niet worden geladen." />
      ) : recorded ? (
        <>
          <OutcomeDetails outcome={recorded} />
          <OutcomeHistory history={recorded.history} />
        </>
      ) : (
        <Typography color="text.secondary">
          Er is nog geen uitkomst vastgelegd. Leg vast of de kandidaat is geplaatst of waarom het traject eindigt.
        </Typography>
      )}
      {open ? (
        <Suspense fallback={null}>
          <OutcomeDialog
            open
            onClose={() => setOpen(false)}
            onSaved={(message) => {
              setOpen(false);
              enqueueSnackbar(message, { variant: 'success' });
              onSaved();
            }}
            dossierId={dossierId}
            organizationId={organizationId}
            outcome={recorded}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
