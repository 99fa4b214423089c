import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  deletionCallbacks,
  GENERIC_ERROR_MESSAGE,
  handleApiFailure,
  RATE_LIMITED_MESSAGE,
} from './query-client';

const handlers = () => ({ unauthenticated: vi.fn(), forbidden: vi.fn(), failed: vi.fn() });

describe('handleApiFailure (SPEC §8)', () => {
  it('401 → login', () => {
    const h = handlers();
    handleApiFailure(new ApiError(401, []), undefined, h);
    expect(h.unauthenticated).toHaveBeenCalled();
    expect(h.failed).not.toHaveBeenCalled();
  });

  it('403 → the no-access handling', () => {
    const h = handlers();
    const error = new ApiError(403, [{ code: 'forbidden' }]);
    handleApiFailure(error, undefined, h);
    expect(h.forbidden).toHaveBeenCalledWith(error);
  });

  it("anything else → snackbar 'Er ging iets mis!', or the caller's own text", () => {
    const h = handlers();
    handleApiFailure(new ApiError(500, []), undefined, h);
    handleApiFailure(new ApiError(0, []), { errorMessage: 'Opslaan van de vacature is mislukt.' }, h);
    expect(h.failed.mock.calls).toEqual([[GENERIC_ERROR_MESSAGE], ['Opslaan van de vacature is mislukt.']]);
    expect(GENERIC_ERROR_MESSAGE).toBe('Er ging iets mis!');
  });

  it("429 → snackbar with the server's Dutch text (when to try again), also over the caller's own text", () => {
    const h = handlers();
    const detail = 'Je doet dit te vaak kort na elkaar. Probeer het over 40 seconden opnieuw.';
    handleApiFailure(new ApiError(429, [{ code: 'rate_limit.exceeded', detail }]), { errorMessage: 'Mislukt.' }, h);
    handleApiFailure(new ApiError(429, []), undefined, h);
    expect(h.failed.mock.calls).toEqual([[detail], [RATE_LIMITED_MESSAGE]]);
  });

  it('leaves statuses a form handles itself alone', () => {
    const h = handlers();
    handleApiFailure(new ApiError(422, []), { handles: [422] }, h);
    expect(h.failed).not.toHaveBeenCalled();
  });
});

describe('deletionCallbacks', () => {
  const id = 'c0ffee00-0000-4000-8000-000000000001';
  const gone = () => Promise.reject(new ApiError(404, [{ code: 'not_found' }]));

  it('keeps a 404 about the record quiet from the moment it is sent; other 404s are reported', async () => {
    const h = handlers();
    const client = createQueryClient(h);
    deletionCallbacks(client).onMutate(id);
    await expect(client.fetchQuery({ queryKey: ['dossier', id, 'outcome'], queryFn: gone })).rejects.toThrow();
    expect(h.failed).not.toHaveBeenCalled();
    await expect(client.fetchQuery({ queryKey: ['dossier', 'ander'], queryFn: gone })).rejects.toThrow();
    expect(h.failed).toHaveBeenCalledTimes(1);
  });

  it('after a failed erasure a 404 about the record is reported again', async () => {
    const h = handlers();
    const client = createQueryClient(h);
    const callbacks = deletionCallbacks(client);
    callbacks.onMutate(id);
    callbacks.onError(new ApiError(500, []), id);
    await expect(client.fetchQuery({ queryKey: ['dossier', id], queryFn: gone })).rejects.toThrow();
    expect(h.failed).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE);
  });

  it('drops what is known of the record once no screen shows it, and refetches the rest', async () => {
    const client = createQueryClient(handlers());
    client.setQueryData(['dossier', id], { name: 'Wilma' });
    client.setQueryData(['dossier', id, 'journal'], []);
    const list = vi.fn(async () => ['andere dossiers']);
    const shown = new QueryObserver(client, { queryKey: ['dossier', id], queryFn: gone, staleTime: Infinity });
    const leave = shown.subscribe(() => undefined);
    const shownList = new QueryObserver(client, { queryKey: ['dossiers', 'list'], queryFn: list });
    const leaveList = shownList.subscribe(() => undefined);
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(1));

    const callbacks = deletionCallbacks(client);
    callbacks.onMutate(id);
    await callbacks.onSuccess(undefined, id);
    // Not shown: gone at once. Shown: kept (with its data) until its screen goes.
    expect(client.getQueryData(['dossier', id, 'journal'])).toBeUndefined();
    expect(client.getQueryData(['dossier', id])).toEqual({ name: 'Wilma' });
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    leave();
    expect(client.getQueryCache().find({ queryKey: ['dossier', id] })).toBeUndefined();
    leaveList();
    expect(client.getQueryData(['dossiers', 'list'])).toEqual(['andere dossiers']);
  });
});
