import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
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

/** Ids of records deleted from this page, per client: a 404 about them is no failure to report. */
const deletedIds = new WeakMap<QueryClient, Set<string>>();

const mentions = (queryKey: QueryKey, id: string) => JSON.stringify(queryKey).includes(JSON.stringify(id));

/**
 * The callbacks of a mutation that deletes a record (a dossier's erasure, a tip), by its id, for
 * the screen that shows it and goes on to a list once it is gone. From the moment it is
 * sent, a 404 about the record says nothing (a live update may refetch it before the answer
 * comes); once it is gone, a refetch under way is cancelled, what the cache knows of it goes as
 * soon as no screen shows it (the screen being left keeps its data until it is gone), and the rest
 * (lists, counts that held it) refetches, not awaited: the caller goes on meanwhile. Without
 * this the screens it leaves asked again and reported every 404, a snackbar each, pushing out the
 * message that it was deleted.
 */
export function deletionCallbacks(queryClient: QueryClient) {
  const deleted = deletedIds.get(queryClient);
  const ofRecord = (id: string) => ({ predicate: (query: { queryKey: QueryKey }) => mentions(query.queryKey, id) });
  return {
    onMutate: (id: string) => {
      deleted?.add(id);
    },
    onError: (_error: unknown, id: string) => {
      deleted?.delete(id);
    },
    onSuccess: async (_data: unknown, id: string) => {
      await queryClient.cancelQueries(ofRecord(id));
      for (const query of queryClient.getQueryCache().findAll(ofRecord(id)))
        if (query.getObserversCount() === 0) queryClient.getQueryCache().remove(query);
      void queryClient.invalidateQueries({ predicate: (query) => !ofRecord(id).predicate(query) });
    },
  };
}

export function createQueryClient(handlers: ErrorHandlers): QueryClient {
  const deleted = new Set<string>();
  const aboutDeleted = (queryKey: QueryKey) => [...deleted].some((id) => mentions(queryKey, id));
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 404 && aboutDeleted(query.queryKey)) return;
        handleApiFailure(error, query.meta, handlers);
      },
    }),
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
  deletedIds.set(client, deleted);
  // A query about a deleted record goes when the last screen showing it does (deletionCallbacks).
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerRemoved' || event.query.getObserversCount() > 0) return;
    if (aboutDeleted(event.query.queryKey)) client.getQueryCache().remove(event.query);
  });
  return client;
}
