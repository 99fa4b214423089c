import { z } from '../zod-nl';
import { dateSchema, uuidSchema } from './fields.schema';

/**
 * POST personal_data_exports (type `personal_data_exports`): a candidate asks for their own
 * data (no dossier, or their own); an administrator names the dossier.
 */
export const personalDataExportSchema = z.object({
  dossierId: uuidSchema.nullish().transform((value) => value ?? null),
});
export type PersonalDataExportInput = z.infer<typeof personalDataExportSchema>;

/** POST organization/{id}/outcome_report_downloads (type `outcome_report_downloads`): the report's filter. */
export const outcomeReportDownloadSchema = z
  .object({
    from: dateSchema('een begindatum'),
    to: dateSchema('een einddatum'),
    trackType: uuidSchema.nullish().transform((value) => value ?? null),
    coach: uuidSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    if (value.to < value.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'De einddatum mag niet voor de begindatum liggen.' });
  });
export type OutcomeReportDownloadInput = z.infer<typeof outcomeReportDownloadSchema>;

/** POST dossier/{id}/erasure (type `erasures`): the administrator confirmed what will go. */
export const erasureSchema = z.object({
  confirmed: z.literal(true, { error: 'Bevestig dat alle gegevens van deze kandidaat definitief worden gewist.' }),
});

/** How long an archived dossier may be kept: the Dutch regulator's guidance runs from 4 weeks to 1 year. */
export const RETENTION_DAYS = { min: 28, max: 730, default: 365 } as const;

/** PATCH organization/{id}/retention (type `retention_settings`). */
export const retentionSchema = z.object({
  archivedDossierRetentionDays: z
    .number({ error: 'Vul een aantal dagen in.' })
    .int({ error: 'Vul een heel aantal dagen in.' })
    .min(RETENTION_DAYS.min, { error: `Bewaar gearchiveerde dossiers minstens ${RETENTION_DAYS.min} dagen.` })
    .max(RETENTION_DAYS.max, { error: `Bewaar gearchiveerde dossiers hooguit ${RETENTION_DAYS.max} dagen.` }),
});
export type RetentionInput = z.infer<typeof retentionSchema>;
