import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { type AssessmentTerms, useSaveAssessmentTerms } from '../api/assessment-terms';
import { assessmentEuro } from '../lib/market-price';

type TermsForm = { price: string; credits: string };

/** Reads '12,50' or '12.50' as a number; what is no number goes as typed, for the server's 422. */
function readNumber(value: string): number | string {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
}

/** Changing a test's price (empty: the provider's price) and credits; the server's 422s show at the fields. */
export function AssessmentTermsDialog({
  organizationId,
  test,
  onClose,
}: {
  organizationId: string;
  test: AssessmentTerms;
  onClose: () => void;
}) {
  const save = useSaveAssessmentTerms(organizationId);
  const form = useForm<TermsForm>({
    defaultValues: {
      price: test.agreedPrice ? test.price.toFixed(2).replace('.', ',') : '',
      credits: String(test.credits ?? 0),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: test.id,
        price: values.price.trim() === '' ? null : readNumber(values.price),
        credits: readNumber(values.credits),
      });
      enqueueSnackbar(`De prijs en credits van ${test.assessmentName} zijn opgeslagen.`, { variant: 'success' });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${test.assessmentName}: prijs en credits`}
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={form.formState.isSubmitting}
    >
      <FormRootError message={form.formState.errors.root?.message} />
      <TextField
        label="Afgesproken prijs per test (euro)"
        inputMode="decimal"
        {...textFieldOf(form, 'price', {
          help: `Laat leeg voor de prijs van de aanbieder (${assessmentEuro(test.listPrice)}).`,
        })}
      />
      <TextField label="Credits" inputMode="numeric" required {...textFieldOf(form, 'credits')} />
    </FormDialog>
  );
}
