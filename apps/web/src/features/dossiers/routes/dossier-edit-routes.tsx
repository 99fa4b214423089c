import { CircularProgress, Stack } from '@mui/material';
import { useParams } from 'react-router';
import type { Dossier } from '../api/get-dossier';
import { usePersonalFile } from '../api/get-personal-file';
import { DossierEditLayout } from '../components/dossier-edit-layout';
import { EmailChangesCard } from '../components/email-changes-card';
import { EmailSettingsForm } from '../components/email-settings-form';
import { ExtendTrackForm } from '../components/extend-track-form';
import { PersonalDataForm } from '../components/personal-data-form';
import { SettingsForm } from '../components/settings-form';
import { TrackForm } from '../components/track-form';

function useDossierId(): string {
  return useParams().dossierId ?? '';
}

function PersonalData({ dossier }: { dossier: Dossier }) {
  const file = usePersonalFile(dossier.personalFileId);
  if (!file.data) return <CircularProgress aria-label="Bezig met laden" />;
  return (
    <Stack spacing={3}>
      <PersonalDataForm dossier={dossier} file={file.data} />
      <EmailChangesCard dossierId={dossier.id} />
    </Stack>
  );
}

/** `/dossiers/{id}/edit`: persoonsgegevens (feature Dossiers_UpdatePersonalData). */
export function DossierEditRoute() {
  return (
    <DossierEditLayout dossierId={useDossierId()} section="personal" title="Persoonsgegevens">
      {(dossier) => <PersonalData dossier={dossier} />}
    </DossierEditLayout>
  );
}

/** `/dossiers/{id}/edit/track` (feature Tracks_Edit). */
export function DossierTrackRoute() {
  return (
    <DossierEditLayout dossierId={useDossierId()} section="track" title="Trajectgegevens">
      {(dossier) => <TrackForm dossier={dossier} />}
    </DossierEditLayout>
  );
}

/** `/dossiers/{id}/edit/extend-track` (feature Tracks_Extend). */
export function DossierExtendTrackRoute() {
  return (
    <DossierEditLayout dossierId={useDossierId()} section="extend-track" title="Traject verlengen">
      {(dossier) => <ExtendTrackForm dossier={dossier} />}
    </DossierEditLayout>
  );
}

/** `/dossiers/{id}/edit/settings`. */
export function DossierSettingsRoute() {
  return (
    <DossierEditLayout dossierId={useDossierId()} section="settings" title="Instellingen">
      {(dossier) => <SettingsForm dossier={dossier} />}
    </DossierEditLayout>
  );
}

/** `/dossiers/{id}/email-settings` and `/dossiers/{id}/edit/email-settings`. */
export function DossierEmailSettingsRoute() {
  return (
    <DossierEditLayout dossierId={useDossierId()} section="email-settings" title="E-mailinstellingen">
      {(dossier) => <EmailSettingsForm dossier={dossier} />}
    </DossierEditLayout>
  );
}
