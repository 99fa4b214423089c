import { createTheme, darken, decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles';
import type { ThemePalette } from './get-theme';

const AA = 4.5;
const PAGE_BACKGROUND = '#f5f7fa';
/** MUI's focus tint (`action.focusOpacity`), the strongest of hover, selected and focus. */
const TINT = 0.12;

/** `color` at `opacity` laid over the opaque `background`, as the screen shows it. */
function over(background: string, color: string, opacity: number): string {
  const below = decomposeColor(background).values;
  const above = decomposeColor(color).values;
  const mixed = [0, 1, 2].map((index) =>
    Math.round((below[index] ?? 0) * (1 - opacity) + (above[index] ?? 0) * opacity),
  );
  return `rgb(${mixed.join(', ')})`;
}

/**
 * A colour that keeps its hue but reads as text at WCAG AA (4.5:1) wherever it is used as text:
 * on white, on the page's background, and on the tint of itself that a hovered, selected or
 * focused text button or list item gets. Host palettes (and SPEC §9's own primary #3C91E5, 3.3:1)
 * are often lighter than that; primary, success and error are used for text and links, so they
 * are darkened just enough.
 */
export function readableAsText(color: string): string {
  const worst = (candidate: string) => getContrastRatio(candidate, over(PAGE_BACKGROUND, candidate, TINT));
  let result = color;
  // A little above 4.5: darken() rounds to whole RGB values and axe rounds the ratio, so a colour
  // computed at 4.506 is measured at 4.49 (an error label failed exactly so).
  for (let step = 1; step <= 20 && worst(result) < AA + 0.1; step++) {
    result = darken(color, step * 0.05);
  }
  return result;
}

export function createAppTheme(palette: ThemePalette): Theme {
  return createTheme({
    palette: {
      primary: { main: readableAsText(palette.primary) },
      // Secondary and warning are fills (badges, banners) with dark text computed by MUI.
      secondary: { main: palette.secondary },
      success: { main: readableAsText(palette.success) },
      warning: { main: palette.warning },
      error: { main: readableAsText(palette.error) },
      contrastThreshold: AA,
      background: { default: PAGE_BACKGROUND },
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
      // Chips grow with the text (WCAG 1.4.4, text at 200 %): MUI's heights are fixed pixels.
      MuiChip: {
        styleOverrides: {
          root: { height: 'auto', minHeight: '2rem' },
          sizeSmall: { minHeight: '1.5rem' },
        },
      },
    },
  });
}
