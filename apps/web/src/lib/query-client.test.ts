import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { GENERIC_ERROR_MESSAGE, handleApiFailure, RATE_LIMITED_MESSAGE } from './query-client';

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
