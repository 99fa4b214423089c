import { ArchiveToggle } from '../../../components/archive-toggle';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useArchiveDossier } from '../api/archive-dossier';
import type { DossierSummary } from '../api/dossier-types';
import { useUnarchiveDossier } from '../api/unarchive-dossier';

/** Archiveren (with a confirmation: the candidate loses access) or Dearchiveren. */
export function ArchiveButton({ dossier }: { dossier: DossierSummary }) {
  const archive = useArchiveDossier();
  const unarchive = useUnarchiveDossier();
  return (
    <ArchiveToggle
      archived={Boolean(dossier.archivedAt)}
      canArchive={dossier.can.archive}
      canUnarchive={dossier.can.unarchive}
      archiving={archive.isPending}
      unarchiving={unarchive.isPending}
      archiveColor="inherit"
      confirmTitle={`Dossier van ${dossier.name} archiveren?`}
      confirmText={`Het dossier wordt alleen-lezen en ${dossier.name} kan niet meer inloggen. Een openstaande uitnodiging vervalt. Je kunt het dossier later weer actief maken als je organisatie dat toestaat.`}
      onArchive={(done) =>
        archive.mutate(dossier.id, {
          onSuccess: () => {
            done();
            enqueueSnackbar('Het dossier is gearchiveerd.', { variant: 'success' });
          },
        })
      }
      onUnarchive={() =>
        unarchive.mutate(dossier.id, {
          onSuccess: () => enqueueSnackbar('Het dossier is weer actief.', { variant: 'success' }),
        })
      }
    />
  );
}
