import { privacyPolicy } from '@koers/shared';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useRequestPersonalDataExport } from '../../downloads/api/downloads';
import { useEraseDossier } from '../api/privacy';

const WHAT_GOES = [
  'het dossier, de persoonsgegevens en het profiel',
  'trajecten, uitkomst, journaal en testresultaten',
  'opgeslagen vacatures, gesprekken en berichten',
  'meldingen en e-mails over de kandidaat',
  'geüploade bestanden en downloads met deze gegevens',
  'het account van de kandidaat en het inzagelog van dit dossier',
];

/**
 * For administrators on a dossier (AVG, issue 37.4): 'Gegevens downloaden' (the personal-data
 * export, to /downloads) and 'Dossier wissen', after a confirmation that names what will go.
 */
export function DossierPrivacyActions({ dossier }: { dossier: { id: string; name: string } }) {
  const { actor } = useCurrentContext();
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseDossier();
  const exportData = useRequestPersonalDataExport();
  const navigate = useNavigate();
  if (!privacyPolicy.erase(actor)) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={exportData.isPending}
        onClick={() => exportData.mutate(dossier.id, { onSuccess: () => navigate('/downloads') })}
      >
        Gegevens downloaden
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setConfirming(true)}>
        Dossier wissen
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Dossier van ${dossier.name} definitief wissen?`}
        block
        confirm={
          <Button
            variant="contained"
            color="error"
            disabled={erase.isPending}
            onClick={async () => {
              // Awaited, not a callback of `mutate`: the dossier page may unmount first (its data
              // is gone and refetched), and `mutate` drops its callbacks when that happens.
              try {
                await erase.mutateAsync(dossier.id);
              } catch {
                return; // The mutation's own error message is shown.
              }
              setConfirming(false);
              enqueueSnackbar('Het dossier is gewist.', { variant: 'success', survivesNavigation: true });
              navigate('/dossiers');
            }}
          >
            Definitief wissen
          </Button>
        }
      >
        Dit kan niet ongedaan worden gemaakt. Het volgende verdwijnt:
        <ul>
          {WHAT_GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        In het inzagelog blijft alleen staan dat het dossier is gewist, door wie en wanneer.
      </LazyConfirmDialog>
    </>
  );
}
