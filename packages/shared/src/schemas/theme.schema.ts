import { PALETTE_NAMES, type PaletteName, paletteContrastProblems } from '../theme-contrast';
import { z } from '../zod-nl';
import { plainText } from './text.schema';

export const PALETTE_LABELS: Record<PaletteName, string> = {
  primary: 'Primaire kleur',
  secondary: 'Secundaire kleur',
  success: 'Kleur voor gelukt',
  warning: 'Kleur voor waarschuwing',
  error: 'Kleur voor fout',
};

const colour = (name: PaletteName) =>
  plainText({ error: `Kies de ${PALETTE_LABELS[name].toLowerCase()}.` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Vul een kleur in als #RRGGBB.' })
    .transform((value) => value.toUpperCase());

const formatRatio = (ratio: number) => ratio.toLocaleString('nl-NL', { maximumFractionDigits: 1 });

/**
 * PATCH managed_theme/{id} (issue 39.2): a host's palette and its user-interface settings. A
 * colour whose text would not reach WCAG AA (4,5:1) as Koers shows it is refused, at its field.
 */
export const themeUpdateSchema = z
  .object({
    palette: z.object(
      Object.fromEntries(PALETTE_NAMES.map((name) => [name, colour(name)])) as Record<
        PaletteName,
        ReturnType<typeof colour>
      >,
    ),
    userInterface: z.object({
      organizationName: plainText({ error: 'Vul de naam in die Koers toont.' })
        .trim()
        .min(2, { error: 'Vul de naam in die Koers toont.' })
        .max(80, { error: 'De naam mag maximaal 80 tekens bevatten.' }),
    }),
  })
  .superRefine((value, ctx) => {
    // Zod runs this also when a field failed: judge contrast only of colours that are colours.
    if (!PALETTE_NAMES.every((name) => /^#[0-9A-F]{6}$/i.test(String(value.palette?.[name])))) return;
    const problems = paletteContrastProblems(value.palette);
    for (const name of PALETTE_NAMES) {
      const ratio = problems[name];
      if (ratio === undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['palette', name],
        message: `Te weinig contrast: tekst op deze kleur haalt ${formatRatio(ratio)}:1, minimaal 4,5:1 is nodig. Kies een donkerder of lichtere kleur.`,
      });
    }
  });
export type ThemeUpdateInput = z.input<typeof themeUpdateSchema>;

/** The two images of a host's look (issue 39.2): the logo in the bar and the splash image of the login page. */
export const THEME_IMAGE_KINDS = ['logo', 'splash_image'] as const;
export type ThemeImageKind = (typeof THEME_IMAGE_KINDS)[number];
export const THEME_IMAGE_LABELS: Record<ThemeImageKind, string> = { logo: 'Logo', splash_image: 'Startafbeelding' };

/**
 * Public without login, so only raster images whose bytes say so: an SVG can carry script and is
 * refused rather than sanitised.
 */
export const THEME_IMAGE_RULE = {
  maxBytes: 2 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'] as const,
  accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
  formats: 'PNG, JPG of WebP',
};

/** PUT managed_theme/{id}/images/{kind}: the image's bytes as base64, so a 422 can point at them. */
export const themeImageSchema = z.object({
  filename: plainText({ error: 'Kies een afbeelding.' }).trim().min(1, { error: 'Kies een afbeelding.' }).max(200, {
    error: 'De bestandsnaam mag maximaal 200 tekens bevatten.',
  }),
  content: plainText({ error: 'Kies een afbeelding.' })
    .min(1, { error: 'Kies een afbeelding.' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'De afbeelding moet base64-gecodeerd zijn.' }),
});
export type ThemeImageInput = z.input<typeof themeImageSchema>;
