import { formatAssessmentPrice } from '@koers/shared';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { LoadState } from '../../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { type AssessmentTerms, useAssessmentTerms, useSaveAssessmentTerms } from '../api/assessment-terms';
import { marketPriceText } from './test-market-route';

const TRAIL = [{ label: 'Instellingen', to: '/settings' }];
const euro = (price: number) => formatAssessmentPrice(Math.round(price * 100));

/** `Testen en credits` (`/settings/organization/tests`): per test its price and the credits left (SPEC §9). */
export function AssessmentTermsRoute() {
  usePageTitle('Testen en credits');
  const { userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const terms = useAssessmentTerms(organizationId);
  const [editing, setEditing] = useState<AssessmentTerms | null>(null);
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={TRAIL} current="Testen en credits" />}
      title="Testen en credits"
      maxWidth={880}
    >
      <Typography>
        De prijs per test die jullie met de aanbieder hebben afgesproken en de credits die jullie hebben gekocht. Een
        test met credits kost bij het klaarzetten niets en verbruikt één credit; een demotest is altijd gratis.
      </Typography>
      {terms.isSuccess ? null : (
        <LoadState pending={terms.isPending} errorText="De prijzen en credits konden niet worden geladen." />
      )}
      {terms.data?.map((test) => (
        <SectionCard
          key={test.id}
          title={test.assessmentName}
          actions={
            test.isDemo ? null : (
              <Button size="small" variant="outlined" onClick={() => setEditing(test)}>
                Wijzigen
              </Button>
            )
          }
        >
          <TermsSummary test={test} />
        </SectionCard>
      ))}
      {editing ? <TermsDialog organizationId={organizationId} test={editing} onClose={() => setEditing(null)} /> : null}
    </CrumbedPage>
  );
}

function TermsSummary({ test }: { test: AssessmentTerms }) {
  if (test.isDemo) {
    return <Typography color="text.secondary">{test.providerName} · demotest, altijd gratis</Typography>;
  }
  const rows: Array<[string, string]> = [
    ['Aanbieder', test.providerName],
    [
      'Prijs per test',
      test.agreedPrice
        ? `${euro(test.price)} (afgesproken; lijstprijs ${euro(test.listPrice)})`
        : `${euro(test.price)} (prijs van de aanbieder)`,
    ],
    ['Credits', test.credits === 1 ? '1 credit' : `${test.credits ?? 0} credits`],
  ];
  return (
    <Stack spacing={1.5}>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
            <Typography component="dt" sx={{ fontWeight: 600, minWidth: 140 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" color="text.secondary">
          Klaarzetten kost nu:
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={test.priceInCents === 0 ? 'success' : 'default'}
          label={marketPriceText(test).price}
        />
      </Stack>
    </Stack>
  );
}

type TermsForm = { price: string; credits: string };

/** Reads '12,50' or '12.50' as a number; what is no number goes as typed, for the server's 422. */
function readNumber(value: string): number | string {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
}

/** Changing a test's price (empty: the provider's price) and credits; the server's 422s show at the fields. */
function TermsDialog({
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
          help: `Laat leeg voor de prijs van de aanbieder (${euro(test.listPrice)}).`,
        })}
      />
      <TextField label="Credits" inputMode="numeric" required {...textFieldOf(form, 'credits')} />
    </FormDialog>
  );
}
