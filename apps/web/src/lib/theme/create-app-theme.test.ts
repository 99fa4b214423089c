import { DEFAULT_PALETTE } from '@koers/shared/constants';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, readableOnWhite } from './create-app-theme';

describe('theme from a host palette (SPEC §9)', () => {
  it('keeps a colour that already reads on white', () => {
    expect(readableOnWhite('#1F6F5C')).toBe('#1F6F5C');
  });

  it.each(Object.entries(DEFAULT_PALETTE))('makes %s usable as text on white (WCAG AA)', (_name, color) => {
    // With a margin: axe measures the rounded colour and must still find 4.5.
    expect(getContrastRatio(readableOnWhite(color), '#ffffff')).toBeGreaterThanOrEqual(4.6);
  });

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
