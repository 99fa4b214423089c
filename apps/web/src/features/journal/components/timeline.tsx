import { TIMELINE_KIND_LABELS, TIMELINE_KINDS, type TimelineKind } from '@koers/shared/journal';
import AddIcon from '@mui/icons-material/Add';
import { Button, Divider, Pagination, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { LoadState } from '../../../components/load-state';
import { SectionCard } from '../../../components/section-card';
import { TIMELINE_PAGE_SIZE, useTimeline } from '../api/get-timeline';
import type { JournalEntry } from '../api/journal-types';
import { useDeleteJournalEntry } from '../api/save-journal-entry';
import { TimelineItemView } from './timeline-item';

// The form (react-hook-form, zod, the journal schema) loads when the dialog first opens.
const JournalEntryDialog = lazy(() =>
  import('./journal-entry-dialog').then((module) => ({ default: module.JournalEntryDialog })),
);

/** The kinds of the URL (`?kind=journal,track`); none: everything. */
function kindsOf(value: string | null): TimelineKind[] {
  const chosen = (value ?? '').split(',');
  return TIMELINE_KINDS.filter((kind) => chosen.includes(kind));
}

/**
 * Tijdlijn: what happened in the dossier, newest first, filtered by kind (in the URL, so the
 * view has a link); coaches write and change journal entries here.
 */
export function Timeline({ dossierId, canWrite }: { dossierId: string; canWrite: boolean }) {
  const [params, setParams] = useSearchParams();
  const kinds = kindsOf(params.get('kind'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const timeline = useTimeline(dossierId, kinds, page);
  const remove = useDeleteJournalEntry();
  const [editing, setEditing] = useState<{ entry: JournalEntry | null } | null>(null);
  const [removing, setRemoving] = useState<JournalEntry | null>(null);
  const choose = (next: TimelineKind[]) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.length > 0 && next.length < TIMELINE_KINDS.length) updated.set('kind', next.join(','));
      else updated.delete('kind');
      updated.delete('page');
      return updated;
    });
  const pages = timeline.data ? Math.max(1, Math.ceil(timeline.data.count / TIMELINE_PAGE_SIZE)) : 1;
  return (
    <SectionCard
      title="Tijdlijn"
      actions={
        canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ entry: null })}>
            Journaalnotitie
          </Button>
        ) : undefined
      }
    >
      <ToggleButtonGroup
        value={kinds}
        onChange={(_event, next: TimelineKind[]) => choose(next)}
        aria-label="Toon op de tijdlijn"
        size="small"
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {TIMELINE_KINDS.map((kind) => (
          <ToggleButton key={kind} value={kind}>
            {TIMELINE_KIND_LABELS[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!timeline.data ? (
        <LoadState pending={timeline.isPending} errorText="De tijdlijn kon niet worden geladen." />
      ) : timeline.data.items.length === 0 ? (
        <Typography sx={{ py: 2 }}>
          {kinds.length > 0 ? 'Hiervan is in dit dossier nog niets gebeurd.' : 'In dit dossier is nog niets gebeurd.'}
        </Typography>
      ) : (
        <Stack component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Gebeurtenissen">
          {timeline.data.items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <li>
                <TimelineItemView
                  item={item}
                  onEdit={(entry) => setEditing({ entry })}
                  onDelete={(entry) => setRemoving(entry)}
                />
              </li>
            </Fragment>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('page', String(next));
              return updated;
            })
          }
          sx={{ mt: 2 }}
        />
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <JournalEntryDialog
            key={editing.entry?.id ?? 'new'}
            dossierId={dossierId}
            entry={editing.entry}
            open
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Journaalnotitie verwijderen?"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      >
        De notitie en haar bijlagen worden verwijderd. Dit kan niet ongedaan worden.
      </ConfirmDeleteDialog>
    </SectionCard>
  );
}
