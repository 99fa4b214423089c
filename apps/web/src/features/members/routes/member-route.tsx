import { formatDate } from '@koers/shared/calendar';
import type { Rights } from '@koers/shared/permissions/roles';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DetailItem } from '../../../components/detail-item';
import { LoadState } from '../../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-client';
import {
  type Member,
  useMember,
  useReactivateMember,
  useResendMemberInvitation,
  useUpdateMemberRights,
  useWithdrawMemberInvitation,
} from '../api/members';
import { DeactivateDialog } from '../components/deactivate-dialog';
import { accessLine, MEMBERS_CRUMBS, MemberStateChip, RightsFields } from '../components/member-parts';

function RightsCard({ member }: { member: Member }) {
  const update = useUpdateMemberRights(member.id);
  const [rights, setRights] = useState<Rights>(member.rights);
  const [errors, setErrors] = useState<Partial<Record<keyof Rights, string>>>({});
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync(rights);
    } catch (error) {
      if (!isApiError(error)) return;
      const fields = error.fieldErrors();
      setErrors({
        administrator:
          fields['rights.administrator'] ??
          fields.rights ??
          (Object.keys(fields).length ? undefined : error.errors[0]?.detail),
        canManageOtherCandidates: fields['rights.canManageOtherCandidates'],
      });
    }
  };
  return (
    <SectionCard title="Rechten">
      <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label="Rechten wijzigen">
        <RightsFields
          legend={`Wat ${member.name} mag in Koers`}
          value={rights}
          onChange={setRights}
          errors={errors}
          disabled={!member.can.update}
        />
        {member.can.update ? (
          <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
            Rechten opslaan
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

function AccessCard({ member }: { member: Member }) {
  const [deactivating, setDeactivating] = useState(false);
  const reactivate = useReactivateMember(member.id);
  const resend = useResendMemberInvitation(member.id);
  const withdraw = useWithdrawMemberInvitation(member.id);
  const navigate = useNavigate();
  const dossiers = (member.activeDossierCount ?? 0) + (member.archivedDossierCount ?? 0);
  return (
    <SectionCard title="Toegang">
      <Stack spacing={2}>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <DetailItem label="Status" value={<MemberStateChip state={member.state} />} />
          <DetailItem label="Toegang" value={accessLine(member)} />
          {member.invitationSentAt ? (
            <DetailItem label="Uitnodiging verstuurd" value={formatDate(member.invitationSentAt)} />
          ) : null}
          <DetailItem
            label="Kandidaten"
            value={
              dossiers === 0
                ? 'Geen'
                : `${member.activeDossierCount ?? 0} actief${member.archivedDossierCount ? `, ${member.archivedDossierCount} gearchiveerd` : ''}`
            }
          />
        </Stack>
        {member.self ? (
          <Alert severity="info">Dit ben jij. Een andere beheerder kan je account deactiveren.</Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {member.can.deactivate ? (
            <Button variant="outlined" color="error" onClick={() => setDeactivating(true)}>
              Deactiveren
            </Button>
          ) : null}
          {member.can.reactivate ? (
            <Button variant="outlined" onClick={() => reactivate.mutate(undefined)} disabled={reactivate.isPending}>
              Opnieuw activeren
            </Button>
          ) : null}
          {member.can.reinvite ? (
            <Button variant="outlined" onClick={() => resend.mutate(undefined)} disabled={resend.isPending}>
              Uitnodiging opnieuw versturen
            </Button>
          ) : null}
          {member.can.withdrawInvitation ? (
            <Button
              variant="outlined"
              color="error"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, { onSuccess: () => navigate('/settings/organization/members') })
              }
            >
              Uitnodiging intrekken
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {member.can.deactivate ? (
        <DeactivateDialog member={member} open={deactivating} onClose={() => setDeactivating(false)} />
      ) : null}
    </SectionCard>
  );
}

/** `/settings/organization/members/{id}`: a colleague's rights and access. */
export function MemberRoute() {
  const { id = '' } = useParams();
  const member = useMember(id);
  usePageTitle(member.data?.name ?? 'Collega');
  if (!member.data) {
    return (
      <Stack spacing={3}>
        <PageCrumbs trail={MEMBERS_CRUMBS} current="Collega" />
        <LoadState pending={member.isPending} errorText="Deze collega kon niet worden geladen." />
      </Stack>
    );
  }
  const data = member.data;
  return (
    <CrumbedPage crumbs={<PageCrumbs trail={MEMBERS_CRUMBS} current={data.name} />} title={data.name} maxWidth={880}>
      <Typography color="text.secondary" sx={{ mt: -2, wordBreak: 'break-all' }}>
        {data.email}
        {data.roleTypeName ? ` · ${data.roleTypeName}` : ''}
      </Typography>
      <AccessCard member={data} />
      <RightsCard key={JSON.stringify(data.rights)} member={data} />
    </CrumbedPage>
  );
}
