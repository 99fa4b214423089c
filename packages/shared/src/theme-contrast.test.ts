import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE } from './constants';
import { contrastRatio, fillTextContrast, paletteContrastProblems, readableAsText } from './theme-contrast';

describe('palette contrast (WCAG AA for text on the colours as Koers shows them)', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('accepts the default palette of SPEC §9 (its light primary is darkened for text)', () => {
    expect(paletteContrastProblems({ ...DEFAULT_PALETTE })).toEqual({});
    expect(contrastRatio(readableAsText(DEFAULT_PALETTE.primary), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a mid grey as a fill: dark text on its hovered shade reads at about 3:1', () => {
    expect(fillTextContrast('#8a8a8a')).toBeLessThan(4.5);
    const problems = paletteContrastProblems({ ...DEFAULT_PALETTE, secondary: '#8a8a8a', warning: '#8c8c8c' });
    expect(Object.keys(problems).sort()).toEqual(['secondary', 'warning']);
  });

  it('accepts dark and light colours alike', () => {
    for (const colour of ['#1b5e20', '#00695c', '#ffeb3b', '#ffffff', '#000000', '#6a1b9a']) {
      expect(fillTextContrast(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
