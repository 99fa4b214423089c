import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { type ProfileSource, profileKeys } from './profile-keys';

export type UpdateCall = { label: string; call: () => Promise<unknown> };
export type UpdateResult = { label: string; error: unknown };

/**
 * SPEC §4 "Profile update": a save runs several calls (PATCH profile, social media, videos,
 * toggles, …) side by side with a counter; when the last one has finished, the profile is
 * fetched again. Resolves with the failures so the form can show them; a 401 or 403 goes to
 * the app's own handling (login, no access) instead.
 */
export function useProfileUpdates(source: ProfileSource) {
  const queryClient = useQueryClient();
  const pending = useRef(0);
  const mutation = useMutation({
    mutationFn: async (calls: UpdateCall[]): Promise<UpdateResult[]> => {
      const failures: UpdateResult[] = [];
      pending.current += calls.length;
      await Promise.all(
        calls.map(async ({ label, call }) => {
          try {
            await call();
          } catch (error) {
            failures.push({ label, error });
          } finally {
            pending.current -= 1;
            if (pending.current === 0) await queryClient.invalidateQueries({ queryKey: profileKeys.of(source) });
          }
        }),
      );
      const walled = failures.find(({ error }) => isApiError(error, 401) || isApiError(error, 403));
      if (walled) throw walled.error;
      return failures;
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (calls: UpdateCall[]): Promise<UpdateResult[] | null> => mutateAsync(calls).catch(() => null),
    [mutateAsync],
  );
  return { run, saving: mutation.isPending };
}
