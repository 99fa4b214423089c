import { Alert, FormControlLabel, Switch, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/form-dialog';
import {
  type ShowroomRecipient,
  type StaffShowroom,
  useSaveShowroom,
} from '../../features/showrooms/api/showrooms-api';
import { isApiError } from '../../lib/api-client';
import { blocksOf, type DraftBlock, draftsOf, newBlock, ShowroomBlockEditor } from './showroom-block-editor';
import { ShowroomRecipientPicker } from './showroom-recipient-picker';

/**
 * Composing a showroom (issue 35.1): its name, whether it is internal and whether contacts may
 * ask for contact, its content blocks, and the employers and contacts it is published to.
 */
export function ShowroomComposer({
  showroom,
  candidateNames,
  onClose,
}: {
  showroom: StaffShowroom | null;
  candidateNames?: Map<string, string>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const save = useSaveShowroom(showroom?.id ?? null);
  const [name, setName] = useState(showroom?.name ?? '');
  const [internal, setInternal] = useState(showroom?.internal ?? false);
  const [contactsAllowed, setContactsAllowed] = useState(showroom?.contactsAllowed ?? true);
  const [blocks, setBlocks] = useState<DraftBlock[]>(() =>
    // A new showroom starts with an introduction and a selection of candidates.
    showroom ? draftsOf(showroom.contentBlocks, candidateNames) : [newBlock.text(), newBlock.candidates()],
  );
  const [recipients, setRecipients] = useState<ShowroomRecipient[]>(showroom?.recipients ?? []);
  const error = save.error && isApiError(save.error) ? save.error : null;
  const errorAt = (pointer: string) => error?.errors.find((item) => item.source?.pointer?.startsWith(pointer))?.detail;
  const shownAtField = [
    '/data/attributes/name',
    '/data/attributes/contentBlocks/',
    '/data/attributes/contactIds',
    '/data/attributes/employerIds',
    '/data/attributes/internal',
  ];
  const unplaced = error?.errors.find(
    (item) => !shownAtField.some((pointer) => item.source?.pointer?.startsWith(pointer)),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name,
        internal,
        contactsAllowed,
        contentBlocks: blocksOf(blocks),
        contactIds: internal ? [] : recipients.filter((r) => r.kind === 'contact').map((r) => r.id),
        employerIds: internal ? [] : recipients.filter((r) => r.kind === 'employer').map((r) => r.id),
      },
      {
        onSuccess: (id) => {
          onClose();
          if (!showroom) void navigate(`/showrooms/${id}`);
        },
      },
    );
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={showroom ? 'Showroom bewerken' : 'Nieuwe showroom'}
      onSubmit={onSubmit}
      submitLabel="Opslaan"
      submitting={save.isPending}
      maxWidth="md"
    >
      {unplaced ? <Alert severity="error">{unplaced.detail ?? error?.message}</Alert> : null}
      <TextField
        label="Naam"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={Boolean(errorAt('/data/attributes/name'))}
        helperText={errorAt('/data/attributes/name')}
      />
      <FormControlLabel
        control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />}
        label="Intern (alleen voor medewerkers)"
      />
      {errorAt('/data/attributes/internal') ? (
        <Alert severity="error">{errorAt('/data/attributes/internal')}</Alert>
      ) : null}
      <FormControlLabel
        control={<Switch checked={contactsAllowed} onChange={(event) => setContactsAllowed(event.target.checked)} />}
        label="Werkgevers mogen contact aanvragen"
      />
      <ShowroomBlockEditor blocks={blocks} onChange={setBlocks} errorAt={errorAt} />
      <ShowroomRecipientPicker
        value={internal ? [] : recipients}
        onChange={setRecipients}
        disabled={internal}
        error={errorAt('/data/attributes/contactIds') ?? errorAt('/data/attributes/employerIds')}
      />
    </FormDialog>
  );
}
