import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * What the app does with a failed call (SPEC §8): 401 → login (and back afterwards), 403 →
 * the no-access handling, 429 (too many requests) → snackbar with the server's Dutch text (how long
 * to wait), anything else → snackbar 'Er ging iets mis!'. A query or mutation
 * opts out per status with `meta.handles` (a form showing its 422s, say) or sets its own
 * snackbar text with `meta.errorMessage`.
 */
export type ErrorHandlers = {
  unauthenticated: () => void;
  forbidden: (error: ApiError) => void;
  failed: (message: string) => void;
};

export const GENERIC_ERROR_MESSAGE = 'Er ging iets mis!';
/** A 429 without a text of its own (the server's says how long to wait). */
export const RATE_LIMITED_MESSAGE = 'Je doet dit te vaak kort na elkaar. Wacht even en probeer het dan opnieuw.';

type Meta = { handles?: readonly number[]; errorMessage?: string; silent?: boolean } | undefined;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handles?: readonly number[]; errorMessage?: string; silent?: boolean };
    mutationMeta: { handles?: readonly number[]; errorMessage?: string; silent?: boolean };
  }
}

export function handleApiFailure(error: unknown, meta: Meta, handlers: ErrorHandlers): void {
  if (meta?.silent) return;
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && meta?.handles?.includes(status)) return;
  if ((error as Error | null)?.name === 'AbortError') return;
  if (status === 401) handlers.unauthenticated();
  else if (status === 403 && error instanceof ApiError) handlers.forbidden(error);
  // A limit is no failure of the app: say so, and when to try again, whatever the call's own text.
  else if (status === 429) handlers.failed((error as ApiError).errors[0]?.detail ?? RATE_LIMITED_MESSAGE);
  else handlers.failed(meta?.errorMessage ?? GENERIC_ERROR_MESSAGE);
}

export function createQueryClient(handlers: ErrorHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleApiFailure(error, query.meta, handlers) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleApiFailure(error, mutation.meta, handlers),
    }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; network hiccups and 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
