import { TOOLBOX_MAX_FILES } from '@koers/shared/toolbox';
import { UPLOAD_RULES } from '@koers/shared/uploads';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { Alert, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { FileButton } from '../../../components/file-button';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-client';
import {
  type ToolboxFile,
  type ToolboxItem,
  useAttachToolboxFile,
  useDeleteToolboxFile,
  useDeleteToolboxItem,
  useToolboxItem,
} from '../api/toolbox-api';
import { sharedText, ToolboxContent, ToolboxFiles } from '../components/toolbox-content';

// The forms (react-hook-form, zod, the text editor; the candidate search) load when a dialog first opens.
const ToolboxItemDialog = lazy(() =>
  import('../components/toolbox-item-dialog').then((module) => ({ default: module.ToolboxItemDialog })),
);
const ShareDialog = lazy(() =>
  import('../components/share-dialog').then((module) => ({ default: module.ShareDialog })),
);

/** `/toolbox/{id}`: one tip of the library, to read, change, share or remove. */
export function ToolboxItemRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useToolboxItem(id);
  const remove = useDeleteToolboxItem();
  const [dialog, setDialog] = useState<'edit' | 'share' | 'delete' | null>(null);
  usePageTitle(item.data?.title ?? 'Toolbox');
  const back = (
    <Button component={RouterLink} to="/toolbox" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      Terug naar de toolbox
    </Button>
  );
  if (item.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (item.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">Deze tip bestaat niet of je hebt er geen toegang toe.</Alert>
      </Stack>
    );
  const tip = item.data;
  return (
    <Stack spacing={3}>
      {back}
      <PageHeading title={tip.title} description={sharedText(tip)} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ShareIcon />} onClick={() => setDialog('share')}>
          Delen
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
          Wijzigen
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
          Verwijderen
        </Button>
      </Stack>
      <SectionCard title="Inhoud">
        {tip.text || tip.links.length > 0 ? (
          <ToolboxContent text={tip.text} links={tip.links} />
        ) : (
          <Typography color="text.secondary">Deze tip heeft nog geen inhoud.</Typography>
        )}
      </SectionCard>
      <ToolboxItemFiles tip={tip} />
      <Suspense fallback={null}>
        {dialog === 'edit' ? <ToolboxItemDialog item={tip} open onClose={() => setDialog(null)} /> : null}
        {dialog === 'share' ? <ShareDialog itemId={tip.id} open onClose={() => setDialog(null)} /> : null}
      </Suspense>
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title="Tip verwijderen?"
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => remove.mutate(tip.id, { onSuccess: () => void navigate('/toolbox') })}
      >
        Kandidaten met wie de tip gedeeld is, zien hem dan niet meer; ook de bestanden van de tip worden verwijderd. Dit
        kan niet ongedaan worden.
      </ConfirmDeleteDialog>
    </Stack>
  );
}

/** The tip's files: download, remove, add (documents with the upload limits of every upload). */
function ToolboxItemFiles({ tip }: { tip: ToolboxItem }) {
  const attach = useAttachToolboxFile(tip.id);
  const remove = useDeleteToolboxFile(tip.id);
  const [removing, setRemoving] = useState<ToolboxFile | null>(null);
  const full = tip.files.length >= TOOLBOX_MAX_FILES;
  return (
    <SectionCard title="Bestanden">
      <Stack spacing={1.5}>
        {tip.files.length === 0 ? (
          <Typography color="text.secondary">Er zijn nog geen bestanden bij deze tip.</Typography>
        ) : (
          <ToolboxFiles
            files={tip.files}
            action={(file) => (
              <IconButton edge="end" aria-label={`${file.filename} verwijderen`} onClick={() => setRemoving(file)}>
                <DeleteIcon />
              </IconButton>
            )}
          />
        )}
        {attach.isError ? (
          <Alert severity="error">
            {isApiError(attach.error) ? attach.error.message : 'Uploaden van het bestand is mislukt.'}
          </Alert>
        ) : null}
        <FileButton
          label="Bestand toevoegen"
          busy={attach.isPending}
          accept={UPLOAD_RULES.document.accept}
          icon={<AttachFileIcon />}
          onFile={(file) => attach.mutate(file)}
          disabled={full}
          sx={{ alignSelf: 'flex-start' }}
        />
        <Typography variant="body2" color="text.secondary">
          {UPLOAD_RULES.document.formats}; hoogstens {TOOLBOX_MAX_FILES} bestanden. Kandidaten met wie je de tip deelt,
          kunnen ze downloaden.
        </Typography>
      </Stack>
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Bestand verwijderen?"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      >
        {removing?.filename} verdwijnt ook bij de kandidaten met wie de tip gedeeld is. Dit kan niet ongedaan worden.
      </ConfirmDeleteDialog>
    </SectionCard>
  );
}
