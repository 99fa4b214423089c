import { FOLLOW_UP_ANSWERS, OUTCOME_END_REASONS, OUTCOME_KINDS, type OutcomeField } from '../outcomes';
import { CONTRACT_TYPES, type ContractType } from '../vacancies';
import { z } from '../zod-nl';
import { dateSchema, optionalText, uuidSchema } from './fields.schema';

// Uitkomst vastleggen (feature Placement, issue 37): a placement or another end of the track.

const CONTRACT_TYPE_CODES = CONTRACT_TYPES.map((type) => type.code) as [ContractType, ...ContractType[]];

/** The hours of a job a placement may name. */
export const OUTCOME_HOURS = { min: 1, max: 60 } as const;

const nullable = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => (value === undefined ? null : value));

/** Every field, each checked on its own; which ones a kind needs is `outcomeSchema`'s rule. */
export const outcomeFieldsSchema = z.object({
  kind: z.enum(OUTCOME_KINDS, {
    error: 'Kies of de kandidaat is geplaatst of het traject om een andere reden eindigt.',
  }),
  endedOn: dateSchema('de einddatum van het traject'),
  endReason: nullable(z.enum(OUTCOME_END_REASONS, { error: 'Kies een reden uit de lijst.' })),
  /** A werkgever of the organisation's own list (CRM) … */
  employerId: nullable(uuidSchema),
  /** … or typed; with an employerId the server fills in that employer's name. */
  employerName: optionalText(200),
  functionTitle: optionalText(200),
  /** An occupation of the vacancies service, with its label as it was chosen. */
  occupationId: nullable(uuidSchema),
  occupationLabel: optionalText(200),
  hoursPerWeek: nullable(
    z
      .number({ error: 'Vul een aantal uren in.' })
      .int({ error: 'Vul een heel aantal uren in.' })
      .min(OUTCOME_HOURS.min, { error: `Vul minimaal ${OUTCOME_HOURS.min} uur in.` })
      .max(OUTCOME_HOURS.max, { error: `Vul maximaal ${OUTCOME_HOURS.max} uur in.` }),
  ),
  contractType: nullable(z.enum(CONTRACT_TYPE_CODES, { error: 'Kies een soort contract uit de lijst.' })),
  employmentStartsOn: nullable(dateSchema('de startdatum van het werk')),
  employedAfterSixMonths: z
    .enum(FOLLOW_UP_ANSWERS, { error: 'Kies ja, nee of onbekend.' })
    .nullish()
    .transform((value) => value ?? 'unknown'),
  note: optionalText(1000),
});

type Fields = z.output<typeof outcomeFieldsSchema>;

/** What a placement needs, and what another end needs; the fields of the other kind are cleared. */
function kindRules(value: Fields, ctx: z.RefinementCtx) {
  const issue = (path: OutcomeField | 'employerId', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.kind === 'ended') {
    if (!value.endReason) issue('endReason', 'Kies een reden uit de lijst.');
    return;
  }
  if (!value.employerId && !value.employerName) issue('employerName', 'Kies een werkgever of vul de naam in.');
  if (!value.functionTitle) issue('functionTitle', 'Vul de functie in.');
  if (value.occupationId && !value.occupationLabel) issue('occupationLabel', 'Kies een beroep uit de lijst.');
  if (value.hoursPerWeek === null) issue('hoursPerWeek', 'Vul een aantal uren in.');
  if (!value.contractType) issue('contractType', 'Kies een soort contract uit de lijst.');
  if (!value.employmentStartsOn) issue('employmentStartsOn', 'Vul de startdatum van het werk in.');
}

function normalized(value: Fields): Fields {
  if (value.kind === 'placed') return { ...value, endReason: null };
  return {
    ...value,
    employerId: null,
    employerName: null,
    functionTitle: null,
    occupationId: null,
    occupationLabel: null,
    hoursPerWeek: null,
    contractType: null,
    employmentStartsOn: null,
    employedAfterSixMonths: 'unknown',
  };
}

/** POST dossier/{id}/outcome, and the whole of an outcome after a PATCH. */
export const outcomeSchema = outcomeFieldsSchema.superRefine(kindRules).transform(normalized);
export type OutcomeInput = z.input<typeof outcomeSchema>;
export type OutcomeAttributes = z.output<typeof outcomeSchema>;

/** PATCH dossier/{id}/outcome: any of the fields; the result must satisfy `outcomeSchema`. */
export const outcomeUpdateSchema = outcomeFieldsSchema.partial();
export type OutcomeUpdate = z.output<typeof outcomeUpdateSchema>;

/** The report's filters (GET organization/{id}/outcome_report). */
export const outcomeReportFilterSchema = z
  .object({
    from: dateSchema('een begindatum'),
    to: dateSchema('een einddatum'),
    trackType: nullable(uuidSchema),
    coach: nullable(uuidSchema),
  })
  .refine((value) => value.to >= value.from, {
    error: 'De einddatum mag niet voor de begindatum liggen.',
    path: ['to'],
  });
export type OutcomeReportFilter = z.output<typeof outcomeReportFilterSchema>;
