import type { MemberState } from '@koers/shared/permissions/member.policy';
import type { Rights } from '@koers/shared/permissions/roles';
import type { MemberInvitationInput } from '@koers/shared/schemas/member.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';

export type MemberAbilities = {
  update: boolean;
  deactivate: boolean;
  reactivate: boolean;
  reinvite: boolean;
  withdrawInvitation: boolean;
};

export type Member = {
  id: string;
  name: string;
  email: string;
  rights: Rights;
  state: MemberState;
  roleTypeName: string | null;
  lastLoginAt: string | null;
  deactivatedAt: string | null;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  self: boolean;
  activeDossierCount?: number;
  archivedDossierCount?: number;
  can: MemberAbilities;
};

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (organizationId: string, params: { page: number; q: string }) =>
    [...memberKeys.lists(), organizationId, params] as const,
  detail: (id: string) => [...memberKeys.all, 'detail', id] as const,
  successors: (organizationId: string) => [...memberKeys.all, 'successors', organizationId] as const,
};

type MemberResource = ApiResource<Omit<Member, 'id' | 'can'>> & { meta?: { can?: MemberAbilities } };

function toMember(item: MemberResource): Member {
  return {
    ...item.attributes,
    id: item.id,
    can: item.meta?.can ?? {
      update: false,
      deactivate: false,
      reactivate: false,
      reinvite: false,
      withdrawInvitation: false,
    },
  };
}

/** GET organization/{id}/members: a page of 20, searched on name and address. */
export async function getMembers(organizationId: string, params: { page: number; q: string }) {
  const doc = await apiRequest<ApiDocument<MemberResource[]>>(
    `/organization/${encodeURIComponent(organizationId)}/members`,
    { query: { 'page[number]': params.page, _count: true, _q: params.q || undefined } },
  );
  return { items: doc.data.map(toMember), count: Number(doc.meta?.count ?? 0) };
}

export const useMembers = (organizationId: string, params: { page: number; q: string }) =>
  useQuery(
    queryOptions({
      queryKey: memberKeys.list(organizationId, params),
      queryFn: () => getMembers(organizationId, params),
      placeholderData: keepPreviousData,
    }),
  );

/** GET member/{id}: one colleague, with the dossiers they coach. */
export async function getMember(id: string): Promise<Member> {
  return toMember((await apiRequest<ApiDocument<MemberResource>>(`/member/${encodeURIComponent(id)}`)).data);
}

export const useMember = (id: string) =>
  useQuery(queryOptions({ queryKey: memberKeys.detail(id), queryFn: () => getMember(id) }));

/** The active coaches who could take over a colleague's dossiers (GET organization/{id}/coaches). */
export async function getSuccessors(organizationId: string): Promise<Array<{ id: string; name: string }>> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ name: string; userContextId: string | null }>[]>>(
    `/organization/${encodeURIComponent(organizationId)}/coaches`,
  );
  return doc.data
    .filter((coach) => coach.attributes.userContextId)
    .map((coach) => ({ id: coach.attributes.userContextId as string, name: coach.attributes.name }));
}

export const useSuccessors = (organizationId: string, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.successors(organizationId),
    queryFn: () => getSuccessors(organizationId),
    enabled,
  });

/** A change to one colleague: the answer is the colleague as they are now. */
function useMemberMutation<Input>(
  request: (input: Input) => Promise<ApiDocument<MemberResource> | null>,
  options: { errorMessage: string; success: string; handles422?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const doc = await request(input);
      return doc ? toMember(doc.data) : null;
    },
    meta: { errorMessage: options.errorMessage, ...(options.handles422 ? { handles: [422] } : {}) },
    onSuccess: (member) => {
      enqueueSnackbar(options.success, { variant: 'success' });
      if (member) queryClient.setQueryData(memberKeys.detail(member.id), member);
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
    },
  });
}

/** POST organization/{id}/members: Collega uitnodigen. */
export const useInviteMember = (organizationId: string) =>
  useMemberMutation(
    (input: MemberInvitationInput) =>
      apiRequest<ApiDocument<MemberResource>>(`/organization/${encodeURIComponent(organizationId)}/members`, {
        method: 'POST',
        body: resourceBody('members', input),
      }),
    { errorMessage: 'Uitnodigen is mislukt.', success: 'De uitnodiging is verstuurd.', handles422: true },
  );

const memberPath = (id: string, rest = '') => `/member/${encodeURIComponent(id)}${rest}`;

/** PATCH member/{id}: the colleague's rights. */
export const useUpdateMemberRights = (id: string) =>
  useMemberMutation(
    (rights: Rights) =>
      apiRequest<ApiDocument<MemberResource>>(memberPath(id), {
        method: 'PATCH',
        body: resourceBody('members', { rights }),
      }),
    { errorMessage: 'Opslaan van de rechten is mislukt.', success: 'De rechten zijn opgeslagen.', handles422: true },
  );

/** POST member/{id}/deactivation: the dossiers go to the chosen colleague, the sessions end. */
export const useDeactivateMember = (id: string) =>
  useMemberMutation(
    (successorId: string | null) =>
      apiRequest<ApiDocument<MemberResource>>(memberPath(id, '/deactivation'), {
        method: 'POST',
        body: resourceBody('member_deactivations', { successorId }),
      }),
    { errorMessage: 'Deactiveren is mislukt.', success: 'Het account is gedeactiveerd.', handles422: true },
  );

export const useReactivateMember = (id: string) =>
  useMemberMutation(
    () => apiRequest<ApiDocument<MemberResource>>(memberPath(id, '/deactivation'), { method: 'DELETE' }),
    { errorMessage: 'Activeren is mislukt.', success: 'Het account is weer actief.' },
  );

export const useResendMemberInvitation = (id: string) =>
  useMemberMutation(() => apiRequest<ApiDocument<MemberResource>>(memberPath(id, '/invitation'), { method: 'POST' }), {
    errorMessage: 'Versturen van de uitnodiging is mislukt.',
    success: 'De uitnodiging is opnieuw verstuurd.',
  });

export const useWithdrawMemberInvitation = (id: string) =>
  useMemberMutation(
    async () => {
      await apiRequest(memberPath(id, '/invitation'), { method: 'DELETE' });
      return null;
    },
    { errorMessage: 'Intrekken van de uitnodiging is mislukt.', success: 'De uitnodiging is ingetrokken.' },
  );
