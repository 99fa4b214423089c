/**
 * WCAG contrast for a host's palette (issue 39.2), computed as MUI computes it (its luminance
 * rounding, `darken` truncating to whole RGB values), so the check on the server and the colours
 * the web app shows agree. Pure: shared by the theme form, the server's validation and the web theme.
 */
export type PaletteName = 'primary' | 'secondary' | 'success' | 'warning' | 'error';
export const PALETTE_NAMES: readonly PaletteName[] = ['primary', 'secondary', 'success', 'warning', 'error'];

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
export const PAGE_BACKGROUND = '#f5f7fa';
/** MUI's focus tint (`action.focusOpacity`), the strongest of hover, selected and focus. */
const TINT = 0.12;
/** MUI's `dark` shade of a palette colour (tonalOffset 0.2 × 1.5): hovered contained buttons. */
const DARK_SHADE = 0.3;
/** MUI's dark text on light fills: black at 87 %. */
const DARK_TEXT_OPACITY = 0.87;

type Rgb = [number, number, number];

export function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not a colour: ${colour}`);
}

const rgbString = (rgb: Rgb) => `rgb(${rgb.join(', ')})`;

function luminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(foreground);
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function darken(colour: string, coefficient: number): string {
  return rgbString(parseColour(colour).map((value) => Math.trunc(value * (1 - coefficient))) as Rgb);
}

/** `colour` at `opacity` laid over the opaque `background`, as the screen shows it. */
function over(background: string, colour: string, opacity: number): string {
  const below = parseColour(background);
  const above = parseColour(colour);
  return rgbString(
    below.map((value, index) => Math.round(value * (1 - opacity) + (above[index] ?? 0) * opacity)) as Rgb,
  );
}

/**
 * A colour that keeps its hue but reads as text at AA wherever it is used as text: on white, on
 * the page's background, and on the tint of itself that a hovered, selected or focused text
 * button or list item gets. Host palettes (and SPEC §9's own primary #3C91E5, 3.3:1) are often
 * lighter than that; primary, success and error are used for text and links, so they are
 * darkened just enough.
 */
export function readableAsText(colour: string): string {
  const worst = (candidate: string) => contrastRatio(candidate, over(PAGE_BACKGROUND, candidate, TINT));
  let result = colour;
  // A little above 4.5: darkening rounds to whole RGB values and axe rounds the ratio, so a colour
  // computed at 4.506 is measured at 4.49 (an error label failed exactly so).
  for (let step = 1; step <= 20 && worst(result) < AA_CONTRAST + 0.1; step++) {
    result = darken(colour, step * 0.05);
  }
  return result;
}

/** The palette colours as the web app shows them: the ones used as text made readable. */
export function shownPalette(palette: Record<PaletteName, string>): Record<PaletteName, string> {
  return {
    primary: readableAsText(palette.primary),
    secondary: palette.secondary,
    success: readableAsText(palette.success),
    warning: palette.warning,
    error: readableAsText(palette.error),
  };
}

/**
 * The weakest contrast of text on a colour used as a fill (a contained button, a badge): the text
 * MUI puts on it (white when that reaches AA, else 87 % black) on the colour itself and on its
 * darker shade under the pointer.
 */
export function fillTextContrast(fill: string): number {
  const whiteReads = contrastRatio('#ffffff', fill) >= AA_CONTRAST;
  const textOn = (background: string) => (whiteReads ? '#ffffff' : over(background, '#000000', DARK_TEXT_OPACITY));
  const hovered = darken(fill, DARK_SHADE);
  return Math.min(contrastRatio(textOn(fill), fill), contrastRatio(textOn(hovered), hovered));
}

/** The palette's colours whose text would not reach WCAG AA, with the contrast it would have. */
export function paletteContrastProblems(palette: Record<PaletteName, string>): Partial<Record<PaletteName, number>> {
  const shown = shownPalette(palette);
  const problems: Partial<Record<PaletteName, number>> = {};
  for (const name of PALETTE_NAMES) {
    const ratio = fillTextContrast(shown[name]);
    if (ratio < AA_CONTRAST) problems[name] = ratio;
  }
  return problems;
}
