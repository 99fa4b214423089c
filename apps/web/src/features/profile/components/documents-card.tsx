import { formatDate } from '@koers/shared/calendar';
import { UPLOAD_RULES, type UploadType } from '@koers/shared/uploads';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Chip,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FileButton } from '../../../components/file-button';
import { SelectField } from '../../../components/select-field';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { addDocument } from '../api/add-document';
import { useDeleteDocument } from '../api/delete-document';
import type { ProfileSource } from '../api/profile-keys';
import type { Profile, ProfileDocument } from '../api/profile-types';
import { useProfileUpdates } from '../api/profile-updates';
import { useUploadFile } from '../api/upload-file';

const KINDS = [
  { value: 'resume', label: 'Cv' },
  { value: 'other', label: 'Ander document' },
] as const;

const VISIBILITIES = [
  { value: 'wide', label: 'Kandidaat en coaches' },
  { value: 'narrow', label: 'Alleen coaches' },
] as const;

function sizeText(bytes: number | null): string {
  if (!bytes) return '';
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

function baseName(filename: string): string {
  return filename.replace(/\.[^.]+$/, '');
}

/** Cv en documenten: upload (SPEC §5 texts on failure), list, download and remove. */
export function DocumentsCard({ profile, source }: { profile: Profile; source: ProfileSource }) {
  const [kind, setKind] = useState<'resume' | 'other'>('resume');
  const [visibility, setVisibility] = useState<'wide' | 'narrow'>('wide');
  const { uploading, upload } = useUploadFile(source);
  const { run } = useProfileUpdates(source);
  const remove = useDeleteDocument(source);

  const add = (file: File) => {
    const uploadType: UploadType = kind === 'resume' ? 'resume' : 'document';
    return upload(file, uploadType, async (fileId) => {
      const failures = await run([
        {
          label: 'document',
          call: () =>
            addDocument(profile.id, {
              fileId,
              name: kind === 'resume' ? `Cv ${profile.name}` : baseName(file.name),
              kind,
              visibility,
            }),
        },
      ]);
      const failure = failures?.[0]?.error;
      if (failure) throw failure;
      if (failures)
        enqueueSnackbar(kind === 'resume' ? 'Het cv is toegevoegd.' : 'Het document is toegevoegd.', {
          variant: 'success',
        });
    });
  };

  const documents: ProfileDocument[] = profile.documents;
  return (
    <Paper variant="outlined" component="section" aria-label="Cv en documenten" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
          Cv en documenten
        </Typography>
        {documents.length === 0 ? (
          <Typography color="text.secondary">Er zijn nog geen documenten.</Typography>
        ) : (
          <List disablePadding>
            {documents.map((document) => (
              <ListItem
                key={document.id}
                disableGutters
                secondaryAction={
                  document.canDelete ? (
                    <IconButton
                      edge="end"
                      aria-label={`${document.name} verwijderen`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ profileId: profile.id, documentId: document.id })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : null
                }
              >
                <ListItemIcon>
                  <DescriptionIcon aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Link href={document.url} download={document.filename}>
                        {document.name}
                      </Link>
                      {document.kind === 'resume' ? <Chip size="small" label="Cv" /> : null}
                      {document.visibility === 'narrow' ? (
                        <Chip size="small" variant="outlined" label="Alleen coaches" />
                      ) : null}
                    </Stack>
                  }
                  secondary={`${document.filename} · ${sizeText(document.byteSize)} · ${formatDate(document.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {profile.can.addDocument ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <SelectField
              label="Soort document"
              value={kind}
              options={KINDS}
              onChange={(value) => setKind(value || 'resume')}
              sx={{ minWidth: 180 }}
            />
            {profile.can.chooseDocumentVisibility ? (
              <SelectField
                label="Zichtbaar voor"
                value={visibility}
                options={VISIBILITIES}
                onChange={(value) => setVisibility(value || 'wide')}
                sx={{ minWidth: 220 }}
              />
            ) : null}
            <FileButton
              label={kind === 'resume' ? 'Cv uploaden' : 'Document uploaden'}
              icon={<UploadFileIcon />}
              busy={uploading}
              accept={UPLOAD_RULES[kind === 'resume' ? 'resume' : 'document'].accept}
              onFile={(file) => void add(file)}
            />
          </Stack>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {UPLOAD_RULES.document.formats}; hoogstens 10 MB per bestand.
        </Typography>
      </Stack>
    </Paper>
  );
}
