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
  ])('%s km reads %s', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });
});
