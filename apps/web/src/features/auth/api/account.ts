import type {
  AccountUpdateInput,
  EmailChangeRequestInput,
  PasswordChangeInput,
} from '@koers/shared/schemas/account.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/get-session';

export type Account = {
  id: string;
  name: string;
  email: string;
  /** An address waiting for its confirmation link to be opened. */
  pendingEmail: { email: string; expiresAt: string } | null;
  mfaEnabled: boolean;
  recoveryCodesLeft: number;
};

export const accountKeys = {
  all: ['account'] as const,
  account: () => [...accountKeys.all, 'own'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

const toAccount = (doc: ApiDocument<ApiResource<Omit<Account, 'id'>>>) => flatten(doc.data);

/** GET my/account: one's own name, login address and second factor. */
export async function getAccount(): Promise<Account> {
  return toAccount(await apiRequest<ApiDocument<ApiResource<Omit<Account, 'id'>>>>('/my/account'));
}

export const useAccount = () => useQuery(queryOptions({ queryKey: accountKeys.account(), queryFn: getAccount }));

function useAccountMutation<Input>(mutationFn: (input: Input) => Promise<unknown>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The forms show field errors themselves.
    meta: { handles: [422], errorMessage },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** PATCH my/account: one's own name. */
export const useRenameAccount = () =>
  useAccountMutation(
    (input: AccountUpdateInput) =>
      apiRequest('/my/account', { method: 'PATCH', body: resourceBody('accounts', input) }),
    'Opslaan van je naam is mislukt.',
  );

/** POST my/email_change: a confirmation link goes to the new address. */
export const useRequestEmailChange = () =>
  useAccountMutation(
    (input: EmailChangeRequestInput) =>
      apiRequest('/my/email_change', { method: 'POST', body: resourceBody('email_changes', input) }),
    'Wijzigen van je e-mailadres is mislukt.',
  );

/** PATCH my/password: the other sessions end. */
export const useChangePassword = () =>
  useAccountMutation(
    (input: PasswordChangeInput) =>
      apiRequest('/my/password', { method: 'PATCH', body: resourceBody('passwords', input) }),
    'Wijzigen van je wachtwoord is mislukt.',
  );

/** PATCH email_change with the link's token (public: the link proves the mailbox). */
export async function confirmEmailChange(token: string): Promise<void> {
  await apiRequest('/email_change', { method: 'PATCH', body: resourceBody('email_changes', { token }) });
}

export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange, meta: { handles: [422] } });
