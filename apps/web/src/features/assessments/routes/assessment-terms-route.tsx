import { Button, Chip, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { LoadState } from '../../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { type AssessmentTerms, useAssessmentTerms } from '../api/assessment-terms';
import { assessmentEuro, marketPriceText } from '../lib/market-price';

// The form (react-hook-form) loads when the dialog first opens.
const TermsDialog = lazy(() =>
  import('../components/assessment-terms-dialog').then((module) => ({ default: module.AssessmentTermsDialog })),
);

const TRAIL = [{ label: 'Instellingen', to: '/settings' }];

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
      {editing ? (
        <Suspense fallback={null}>
          <TermsDialog organizationId={organizationId} test={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
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
        ? `${assessmentEuro(test.price)} (afgesproken; lijstprijs ${assessmentEuro(test.listPrice)})`
        : `${assessmentEuro(test.price)} (prijs van de aanbieder)`,
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
