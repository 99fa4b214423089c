import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import type { ThemePalette } from './get-theme';

const WHITE = '#ffffff';
const AA = 4.5;

/**
 * A colour that keeps its hue but reads as text on white at WCAG AA (4.5:1). Host palettes
 * (and SPEC §9's own primary #3C91E5, 3.3:1) are often lighter than that; primary, success and
 * error are used for text and links, so they are darkened just enough.
 */
export function readableOnWhite(color: string): string {
  let result = color;
  // A little above 4.5: darken() rounds to whole RGB values and axe rounds the ratio, so a colour
  // computed at 4.506 is measured at 4.49 (an error label failed exactly so).
  for (let step = 1; step <= 20 && getContrastRatio(result, WHITE) < AA + 0.1; step++) {
    result = darken(color, step * 0.05);
  }
  return result;
}

export function createAppTheme(palette: ThemePalette): Theme {
  return createTheme({
    palette: {
      primary: { main: readableOnWhite(palette.primary) },
      // Secondary and warning are fills (badges, banners) with dark text computed by MUI.
      secondary: { main: palette.secondary },
      success: { main: readableOnWhite(palette.success) },
      warning: { main: palette.warning },
      error: { main: readableOnWhite(palette.error) },
      contrastThreshold: AA,
      background: { default: '#f5f7fa' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
