import { AA_CONTRAST, PAGE_BACKGROUND, shownPalette } from '@koers/shared/theme-contrast';
import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemePalette } from './get-theme';

/**
 * The MUI theme of a host's palette. Primary, success and error are used for text and links, so
 * they are darkened just enough to read (`shownPalette`); secondary and warning are fills (badges,
 * banners) with the text MUI computes at AA. The theme form refuses what still would not read.
 */
export function createAppTheme(palette: ThemePalette): Theme {
  const shown = shownPalette(palette);
  return createTheme({
    palette: {
      primary: { main: shown.primary },
      secondary: { main: shown.secondary },
      success: { main: shown.success },
      warning: { main: shown.warning },
      error: { main: shown.error },
      contrastThreshold: AA_CONTRAST,
      background: { default: PAGE_BACKGROUND },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // Headings wrap between words; a word longer than the line is the only one broken. On a
      // phone the page title is smaller, so that a long Dutch compound ('Sollicitatiegesprek') fits.
      h1: {
        fontSize: '2rem',
        fontWeight: 600,
        overflowWrap: 'break-word',
        hyphens: 'auto',
        '@media (max-width:599.95px)': { fontSize: '1.625rem' },
      },
      h2: { fontSize: '1.5rem', fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' },
      h3: { fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiLink: { defaultProps: { underline: 'always' } },
      // MUI lets an alert's message scroll; a sub-pixel overflow then makes it a scroll region that
      // cannot take the keyboard's focus (axe: scrollable-region-focusable). Long words wrap instead.
      MuiAlert: { styleOverrides: { message: { overflow: 'visible', minWidth: 0, overflowWrap: 'break-word' } } },
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
