import { memberPolicy } from '@koers/shared/permissions/member.policy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useShellFab } from '../../../app/shell/fab-slot';
import { LoadState } from '../../../components/load-state';
import { PageCrumbs } from '../../../components/page-crumbs';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { PagedListTable } from '../../../components/paged-list-table';
import { SearchField } from '../../../components/search-field';
import { formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useSearchTerm } from '../../../lib/use-search-term';
import { type Member, useMembers } from '../api/members';
import { accessLine, MemberStateChip, RightsChips } from '../components/member-parts';

const PAGE_SIZE = 20;

function MemberLink({ member }: { member: Member }) {
  return (
    <Link component={RouterLink} to={`/settings/organization/members/${member.id}`} sx={{ fontWeight: 600 }}>
      {member.name}
      {member.self ? ' (jij)' : ''}
    </Link>
  );
}

/** `/settings/organization/members`: the organisation's colleagues, 20 a page, with their rights. */
export function MembersRoute() {
  usePageTitle('Collega’s');
  const { actor, userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const [search, setSearch, q] = useSearchTerm();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const members = useMembers(userContext.organization.id, { page, q });

  const fab = useMemo(
    () =>
      memberPolicy.invite(actor)
        ? { label: 'Collega uitnodigen', icon: <PersonAddIcon />, to: '/settings/organization/members/new' }
        : null,
    [actor],
  );
  useShellFab(fab);

  const count = members.data?.count ?? 0;
  return (
    <Stack spacing={3}>
      <PageCrumbs trail={[{ label: 'Instellingen', to: '/settings' }]} current="Collega’s" />
      <PageHeading
        title="Collega’s"
        description={<>Wie er bij {userContext.organization.name} met Koers werkt, met welke rechten.</>}
      />
      <SearchField label="Zoek op naam of e-mailadres" value={search} onChange={setSearch} fullWidth />
      <Typography role="status" aria-live="polite" color="text.secondary">
        {members.isPending ? 'Bezig met laden…' : `${formatNumber(count)} ${count === 1 ? 'collega' : 'collega’s'}`}
      </Typography>
      {!members.data ? (
        <LoadState pending={members.isPending} errorText="De collega’s konden niet worden geladen." />
      ) : count === 0 ? (
        <Alert severity="info">
          {q ? `Er zijn geen collega’s gevonden voor ‘${q}’.` : 'Er zijn nog geen collega’s.'}
        </Alert>
      ) : (
        <PagedListTable
          label="Collega’s"
          items={members.data.items}
          itemKey={(member) => member.id}
          count={count}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => {
            const search = new URLSearchParams(params);
            if (next === 1) search.delete('page');
            else search.set('page', String(next));
            setParams(search);
          }}
          columns={[
            { key: 'name', header: 'Naam', cell: (member) => <MemberLink member={member} />, sortDirection: 'asc' },
            { key: 'email', header: 'E-mailadres', cell: (member) => member.email },
            { key: 'rights', header: 'Rechten', cell: (member) => <RightsChips rights={member.rights} /> },
            {
              key: 'state',
              header: 'Status',
              cell: (member) => (
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <MemberStateChip state={member.state} />
                  <Typography variant="body2" color="text.secondary">
                    {accessLine(member)}
                  </Typography>
                </Stack>
              ),
            },
          ]}
          narrow={(member) => ({
            primary: <MemberLink member={member} />,
            secondary: (
              <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {member.email}
                </Typography>
                <RightsChips rights={member.rights} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <MemberStateChip state={member.state} />
                  <Typography variant="body2" color="text.secondary">
                    {accessLine(member)}
                  </Typography>
                </Stack>
              </Stack>
            ),
          })}
        />
      )}
    </Stack>
  );
}
