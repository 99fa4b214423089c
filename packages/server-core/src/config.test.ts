import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    { value: undefined, trusted: false },
    { value: '', trusted: false },
    { value: 'false', trusted: false },
    { value: '0', trusted: false },
    { value: 'true', trusted: 1 },
    { value: '2', trusted: 2 },
    { value: '10.0.0.0/8, 192.168.1.4', trusted: '10.0.0.0/8, 192.168.1.4' },
  ])('$value → $trusted', ({ value, trusted }) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(trusted);
  });

  it('refuses anything else with a Dutch configuration error', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'ja' })).toThrow(/^Configuratiefout: TRUST_PROXY/);
  });
});
