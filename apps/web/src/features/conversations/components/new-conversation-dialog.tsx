import { NO_PARTNER_MESSAGE } from '@koers/shared/conversation-texts';
import type { ConversationDialogValues } from '@koers/shared/schemas/conversation.schema';
import { Alert, AlertTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useCreateConversation } from '../api/conversation-mutations';
import type { Person } from '../api/conversation-types';
import { PartnerPicker } from './partner-picker';

const FAILED = 'Bericht kon niet worden verstuurd';

// The fields are checked at the first submit: the schema (and zod) load after the dialog shows.
const loadSchema = () =>
  import('@koers/shared/schemas/conversation.schema').then((module) => module.conversationDialogSchema);
const dialogResolver = lazyZodResolver<ConversationDialogValues>(loadSchema);
const CHECK_FIELDS = 'Controleer de velden met een foutmelding';

/**
 * The new-conversation dialog of the shell (SPEC §2.1, §5, §8): partners, subject and message
 * are required; success shows 'Bericht verstuurd' with 'Toon gesprek'.
 */
export function NewConversationDialog({
  open,
  onClose,
  initialPartners = [],
}: {
  open: boolean;
  onClose: () => void;
  initialPartners?: Person[];
}) {
  useEffect(() => {
    void loadSchema();
  }, []);
  const [partners, setPartners] = useState<Person[]>(initialPartners);
  const [partnerError, setPartnerError] = useState<string | undefined>();
  const create = useCreateConversation();
  const navigate = useNavigate();
  const form = useForm<ConversationDialogValues>({
    resolver: dialogResolver,
    defaultValues: { subject: '', content: '' },
  });

  // Said inside the dialog: a modal hides the rest of the page (snackbars too) from screen readers.
  const [failedNotice, setFailedNotice] = useState(false);
  const failed = () => setFailedNotice(true);

  const submit = form.handleSubmit(
    async (values) => {
      if (partners.length === 0) {
        setPartnerError(NO_PARTNER_MESSAGE);
        failed();
        return;
      }
      setPartnerError(undefined);
      try {
        const id = await create.mutateAsync({
          subject: values.subject,
          content: values.content,
          partnerIds: partners.map((partner) => partner.id),
        });
        onClose();
        enqueueSnackbar('Bericht verstuurd', {
          variant: 'success',
          action: { label: 'Toon gesprek', onClick: () => navigate(`/conversations/${id}`) },
        });
      } catch (error) {
        if (isApiError(error, 422)) {
          const partnerIssue = error.errors.find((item) => item.source?.pointer?.startsWith('/data/relationships'));
          if (partnerIssue) setPartnerError(partnerIssue.detail);
          else applyServerErrors(form, error);
          failed();
        }
      }
    },
    () => {
      if (partners.length === 0) setPartnerError(NO_PARTNER_MESSAGE);
      failed();
    },
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Nieuw gesprek"
      onSubmit={submit}
      submitLabel="Versturen"
      submitting={form.formState.isSubmitting}
    >
      {failedNotice ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{FAILED}</AlertTitle>
          {CHECK_FIELDS}
        </Alert>
      ) : null}
      <PartnerPicker
        value={partners}
        onChange={(next) => {
          setPartners(next);
          if (next.length > 0) setPartnerError(undefined);
        }}
        error={partnerError}
        autoFocus={initialPartners.length === 0}
      />
      <TextField label="Onderwerp" required {...textFieldOf(form, 'subject')} />
      <TextField label="Bericht" required multiline minRows={4} {...textFieldOf(form, 'content')} />
    </FormDialog>
  );
}
