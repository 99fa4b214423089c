import BlockIcon from '@mui/icons-material/Block';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { StatusPage } from './status-page';

/**
 * SPEC §8 "No access page": 'Geen toegang' or, when the organisation's subscription has ended,
 * 'Abonnement verlopen'; both say the environment is unavailable and whom to ask.
 */
export function NoAccessPage({
  reason,
  actions,
}: {
  reason: 'no-access' | 'subscription-expired';
  actions?: ReactNode;
}) {
  return (
    <StatusPage
      title={reason === 'subscription-expired' ? 'Abonnement verlopen' : 'Geen toegang'}
      icon={<BlockIcon color="action" sx={{ fontSize: 48 }} aria-hidden />}
      actions={actions}
    >
      <Typography>Deze omgeving is op dit moment niet beschikbaar.</Typography>
      <Typography>
        Neem contact op met je contactpersoon of met de beheerder van je organisatie als je denkt dat je wel toegang zou
        moeten hebben.
      </Typography>
    </StatusPage>
  );
}
