import { describe, expect, it } from 'vitest';
import { distanceText } from './distance';

describe('distanceText (SPEC §9)', () => {
  it.each([
    [0.05, '0 km'],
    [0.1, 'minder dan 1 km'],
    [0.99, 'minder dan 1 km'],
    [1, '1,0 km'],
    [3.94, '3,9 km'],
    [4, '4 km'],
    [12.6, '13 km'],
    [1234.5, '1.235 km'],
  ])('%s km reads %s', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });

  it('rounds as Intl does for nl-NL: every thousandth, just above it, roots with long fractions, every half', () => {
    const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
    for (let thousandths = 1_000; thousandths < 4_000; thousandths++) {
      for (const km of [thousandths / 1000, thousandths / 1000 + 1e-9, Math.sqrt(thousandths / 250)]) {
        if (km < 4) expect(distanceText(km)).toBe(`${oneDecimal.format(km)} km`);
      }
    }
    for (let halves = 8; halves < 2_400; halves++) {
      for (const km of [halves / 2, halves / 2 + 0.05, halves / 2 + 0.45]) {
        expect(distanceText(km)).toBe(`${whole.format(km)} km`);
      }
    }
  });
});
