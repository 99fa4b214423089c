import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { isApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { CandidateOption } from '../../saved-vacancies/api/search-candidates';
import { CandidateAutocomplete } from '../../saved-vacancies/components/candidate-autocomplete';
import { useShareToolboxItem } from '../api/toolbox-api';

/** Sharing a tip with one candidate (picked by name) or with every candidate of the organisation. */
export function ShareDialog({ itemId, open, onClose }: { itemId: string; open: boolean; onClose: () => void }) {
  const share = useShareToolboxItem(itemId);
  const [audience, setAudience] = useState<'candidate' | 'all'>('candidate');
  const [candidate, setCandidate] = useState<CandidateOption | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRootError(null);
    if (audience === 'candidate' && !candidate) {
      setFieldError('Kies een kandidaat.');
      return;
    }
    try {
      await share.mutateAsync({
        audience,
        dossierId: audience === 'candidate' ? (candidate?.dossierId ?? null) : null,
      });
      enqueueSnackbar(
        audience === 'all' ? 'Gedeeld met alle kandidaten.' : `Gedeeld met ${candidate?.name ?? 'de kandidaat'}.`,
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.dossierId) setFieldError(fields.dossierId);
      else setRootError(isApiError(error) ? (error.errors[0]?.detail ?? error.message) : 'Delen is mislukt.');
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Tip delen"
      onSubmit={(event) => void submit(event)}
      submitLabel="Delen"
      submitting={share.isPending}
    >
      <FormRootError message={rootError ?? undefined} />
      <FormControl>
        <FormLabel id="toolbox-share-audience">Met wie deel je deze tip?</FormLabel>
        <RadioGroup
          aria-labelledby="toolbox-share-audience"
          value={audience}
          onChange={(event) => setAudience(event.target.value === 'all' ? 'all' : 'candidate')}
        >
          <FormControlLabel value="candidate" control={<Radio />} label="Eén kandidaat" />
          <FormControlLabel value="all" control={<Radio />} label="Alle kandidaten" />
        </RadioGroup>
      </FormControl>
      {audience === 'candidate' ? (
        <CandidateAutocomplete
          value={candidate}
          onChange={(value) => {
            setCandidate(value);
            setFieldError(null);
          }}
          error={fieldError}
        />
      ) : null}
    </FormDialog>
  );
}
