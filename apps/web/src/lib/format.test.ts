import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it('writes whole numbers as Intl does for nl-NL', () => {
    const intl = new Intl.NumberFormat('nl-NL');
    for (const value of [0, 7, 12, 999, 1000, 1234, 12_345, 123_456, 1_234_567, 10_000_000, -5, -1234, -1_000_000]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });

  it('writes fractions with a decimal comma', () => {
    expect(formatNumber(2.5)).toBe('2,5');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
});
