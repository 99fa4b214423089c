import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explorerKeys } from './explorer-keys';
import { type ExternalVacancyDetail, useExternalVacancy } from './get-external-vacancy';

const detail = (id: string) =>
  ({
    vacancy: { id, title: 'Timmerman' },
    organization: null,
    contactDetails: null,
    sources: [],
  }) as unknown as ExternalVacancyDetail;

function renderDetail(seed: ExternalVacancyDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(explorerKeys.vacancy(seed.vacancy.id, null), seed);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ id, geoId }: { id: string; geoId: string | null }) => useExternalVacancy(id, geoId), {
    wrapper,
    initialProps: { id: seed.vacancy.id, geoId: null as string | null },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useExternalVacancy', () => {
  it('keeps showing the vacancy while it is asked again for a place, and never shows another vacancy meanwhile', async () => {
    // The new answers never arrive: what shows is what the hook keeps meanwhile.
    const asked = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const { result, rerender } = renderDetail(detail('v-1'));
    expect(result.current.data?.vacancy.id).toBe('v-1');

    rerender({ id: 'v-1', geoId: '3515' });
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(result.current.isPending).toBe(false);
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.vacancy.id).toBe('v-1');

    rerender({ id: 'v-2', geoId: '3515' });
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});
