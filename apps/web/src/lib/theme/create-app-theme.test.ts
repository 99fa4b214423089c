import { DEFAULT_PALETTE } from '@koers/shared/constants';
import { readableAsText } from '@koers/shared/theme-contrast';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

describe('theme from a host palette (SPEC §9)', () => {
  it('keeps a colour that already reads on white', () => {
    expect(readableAsText('#1F6F5C')).toBe('#1F6F5C');
  });

  it.each(Object.entries(DEFAULT_PALETTE))('makes %s usable as text on white (WCAG AA)', (_name, color) => {
    // With a margin: axe measures the rounded colour and must still find 4.5.
    expect(getContrastRatio(readableAsText(color), '#ffffff')).toBeGreaterThanOrEqual(4.6);
  });

  it.each(Object.entries(DEFAULT_PALETTE))(
    'keeps %s readable on the page and on its own hover, selected and focus tint',
    (_name, color) => {
      const text = readableAsText(color);
      const page = decomposeColor('#f5f7fa').values;
      const own = decomposeColor(text).values;
      // A focused text button (the employer's name on a vacancy) on the page: 12 % of itself.
      const tinted = `rgb(${[0, 1, 2].map((index) => Math.round((page[index] ?? 0) * 0.88 + (own[index] ?? 0) * 0.12)).join(', ')})`;
      expect(getContrastRatio(text, '#f5f7fa')).toBeGreaterThanOrEqual(4.6);
      expect(getContrastRatio(text, tinted)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('applies the palette: primary and error readable, secondary and warning as given', () => {
    const theme = createAppTheme({ ...DEFAULT_PALETTE, primary: '#1F6F5C', secondary: '#F2A541' });
    expect(theme.palette.primary.main).toBe('#1F6F5C');
    expect(theme.palette.secondary.main).toBe('#F2A541');
    expect(theme.palette.warning.main).toBe(DEFAULT_PALETTE.warning);
    expect(getContrastRatio(theme.palette.error.main, '#fff')).toBeGreaterThanOrEqual(4.5);
    // Text on the primary colour is chosen at the same 4.5:1.
    expect(getContrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
