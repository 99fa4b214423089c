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
