import { INTEREST_ANSWER_OPTIONS } from '@koers/shared';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { CandidateAssessment } from '../api/get-candidate-assessments';
import { useFinishAssessment, useSaveAssessmentAnswers } from '../api/take-assessment';

/** Questions per page: one of each interest type, short enough for a phone screen. */
export const QUESTIONS_PER_PAGE = 6;

/** The page to resume on: the first with an unanswered question (the last page when all are answered). */
export function resumePage(questionIds: readonly string[], answers: Readonly<Record<string, number>>): number {
  const first = questionIds.findIndex((id) => answers[id] === undefined);
  const pages = Math.max(1, Math.ceil(questionIds.length / QUESTIONS_PER_PAGE));
  return first === -1 ? pages - 1 : Math.floor(first / QUESTIONS_PER_PAGE);
}

/**
 * Taking a test in Koers: one page of questions at a time, each a group of radio buttons;
 * 'Volgende' saves the page (so the test resumes there after closing the browser) and
 * 'Afronden' on the last page saves and finishes it.
 */
export function AssessmentQuestionnaire({
  assessment,
  dossierId,
  page,
  onPage,
  onFinished,
}: {
  assessment: CandidateAssessment;
  dossierId: string;
  page: number;
  onPage: (page: number) => void;
  onFinished: (assessment: CandidateAssessment) => void;
}) {
  const questions = assessment.questions ?? [];
  const [answers, setAnswers] = useState<Record<string, number>>(assessment.answers ?? {});
  const [missing, setMissing] = useState(false);
  const save = useSaveAssessmentAnswers(dossierId);
  const finish = useFinishAssessment(dossierId);
  const pages = Math.max(1, Math.ceil(questions.length / QUESTIONS_PER_PAGE));
  const current = Math.min(Math.max(page, 0), pages - 1);
  const shown = questions.slice(current * QUESTIONS_PER_PAGE, (current + 1) * QUESTIONS_PER_PAGE);
  const answered = questions.filter((question) => answers[question.id] !== undefined).length;
  const last = current === pages - 1;
  const busy = save.isPending || finish.isPending;
  const firstNumber = current * QUESTIONS_PER_PAGE + 1;

  async function next() {
    if (shown.some((question) => answers[question.id] === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const pageAnswers = Object.fromEntries(shown.map((question) => [question.id, answers[question.id] as number]));
    await save.mutateAsync({ id: assessment.id, answers: pageAnswers });
    if (last) onFinished(await finish.mutateAsync(assessment.id));
    else {
      onPage(current + 1);
      window.scrollTo({ top: 0 });
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Pagina {current + 1} van {pages} · {answered} van {questions.length} vragen beantwoord
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(answered / Math.max(questions.length, 1)) * 100}
            aria-label={`${answered} van ${questions.length} vragen beantwoord`}
          />
          <Typography>Hoe leuk zou je het vinden om dit te doen? Denk niet aan opleiding of salaris.</Typography>
        </Stack>
        {shown.map((question, index) => {
          const unanswered = missing && answers[question.id] === undefined;
          return (
            <FormControl key={question.id} component="fieldset" error={unanswered}>
              <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {firstNumber + index}. {question.text}
              </FormLabel>
              <RadioGroup
                name={question.id}
                value={answers[question.id] !== undefined ? String(answers[question.id]) : ''}
                onChange={(event) => setAnswers((prev) => ({ ...prev, [question.id]: Number(event.target.value) }))}
                sx={{ flexDirection: { xs: 'column', md: 'row' }, columnGap: 2 }}
              >
                {INTEREST_ANSWER_OPTIONS.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={String(option.value)}
                    control={<Radio />}
                    label={option.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          );
        })}
        {missing ? <Alert severity="warning">Beantwoord alle vragen op deze pagina om verder te gaan.</Alert> : null}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button disabled={current === 0 || busy} onClick={() => onPage(current - 1)}>
            Vorige
          </Button>
          <Button variant="contained" onClick={() => void next().catch(() => {})} disabled={busy}>
            {last ? 'Afronden' : 'Volgende'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
