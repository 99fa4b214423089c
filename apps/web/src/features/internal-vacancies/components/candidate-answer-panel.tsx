import { DECLINE_REASONS } from '@koers/shared/employer-answers';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { type CandidateAnswerInput, useAnswerCandidate } from '../api/answer-candidate';
import type { EmployerCandidate, EmployerCandidateAnswer } from '../api/get-employer-candidates';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });

/** The newest answer in words: 'Niet geschikt (Ervaring past niet) op 3 december 2026'. */
export function answerText(answer: EmployerCandidateAnswer): string {
  const reason = answer.reasonLabel ? ` (${answer.reasonLabel})` : '';
  return `${answer.answerLabel}${reason} op ${day(answer.answeredAt)}`;
}

const failureText = (failure: unknown) =>
  isApiError(failure) ? (failure.errors[0]?.detail ?? failure.message) : 'Er ging iets mis.';

/** 'Niet geschikt': the reason from the list (required) and a note for the coach. */
function DeclineDialog({
  open,
  onClose,
  onAnswer,
  submitting,
}: {
  open: boolean;
  onClose: () => void;
  onAnswer: (input: CandidateAnswerInput) => Promise<void>;
  submitting: boolean;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Kies waarom de kandidaat niet geschikt is.');
      return;
    }
    try {
      await onAnswer({ answer: 'decline', reason, note: note.trim() || null });
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Niet geschikt"
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={submitting}
    >
      <FormControl error={Boolean(error)} required>
        <FormLabel id="decline-reason-label">Reden</FormLabel>
        <RadioGroup
          aria-labelledby="decline-reason-label"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        >
          {DECLINE_REASONS.map((option) => (
            <FormControlLabel key={option.code} value={option.code} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
        {error ? <FormHelperText role="alert">{error}</FormHelperText> : null}
      </FormControl>
      <TextField
        label="Toelichting voor de coach (optioneel)"
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}

/**
 * The employer's answer to a proposed candidate (issue 38.3): the newest answer, and for who may
 * answer 'Uitnodigen voor gesprek', 'Niet geschikt' (with a reason) and 'Aangenomen'.
 */
export function CandidateAnswerPanel({ vacancyId, candidate }: { vacancyId: string; candidate: EmployerCandidate }) {
  const answer = useAnswerCandidate(vacancyId, candidate.id);
  const [declining, setDeclining] = useState(false);
  const latest = candidate.latestAnswer ?? null;
  const send = async (input: CandidateAnswerInput) => {
    await answer.mutateAsync(input);
    enqueueSnackbar('Je antwoord is opgeslagen; de coach krijgt er bericht van.', { variant: 'success' });
  };
  const quick = (input: CandidateAnswerInput) => async () => {
    try {
      await send(input);
    } catch (failure) {
      enqueueSnackbar(failureText(failure), { variant: 'error' });
    }
  };
  return (
    <SectionCard title="Jouw antwoord">
      <Stack spacing={2}>
        {latest ? (
          <Alert severity={latest.answer === 'decline' ? 'warning' : 'success'}>
            {answerText(latest)}
            {latest.note ? <Typography variant="body2">Toelichting: {latest.note}</Typography> : null}
          </Alert>
        ) : (
          <Typography color="text.secondary">Je hebt deze kandidaat nog geen antwoord gegeven.</Typography>
        )}
        {candidate.can.answer ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={answer.isPending || latest?.answer === 'invite'}
              onClick={quick({ answer: 'invite' })}
            >
              Uitnodigen voor gesprek
            </Button>
            <Button variant="outlined" disabled={answer.isPending} onClick={() => setDeclining(true)}>
              Niet geschikt
            </Button>
            <Button
              variant="outlined"
              color="success"
              disabled={answer.isPending || latest?.answer === 'hire'}
              onClick={quick({ answer: 'hire' })}
            >
              Aangenomen
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <DeclineDialog
        open={declining}
        onClose={() => setDeclining(false)}
        onAnswer={send}
        submitting={answer.isPending}
      />
    </SectionCard>
  );
}
