import { z } from '../zod-nl';
import { optionalPhoneSchema, optionalPostalCodeSchema, optionalText, requiredText, uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

// Werkgever toevoegen en wijzigen (docs/decisions.md, "Employers: validation").

/** An optional text that must match `pattern` when filled in; empty becomes null. */
function optionalPattern(pattern: RegExp, error: string, normalize: (value: string) => string = (value) => value) {
  return plainText({ error })
    .trim()
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : normalize(value)))
    .refine((value) => value === null || pattern.test(value), { error });
}

/** KvK number: exactly eight digits (spaces and dots as people type them are dropped). */
export const kvkNumberSchema = optionalPattern(/^\d{8}$/, 'Een KvK-nummer bestaat uit 8 cijfers.', (value) =>
  value.replace(/[\s.]/g, ''),
);

/** KvK branch number (vestigingsnummer): exactly twelve digits. */
export const branchNumberSchema = optionalPattern(/^\d{12}$/, 'Een vestigingsnummer bestaat uit 12 cijfers.', (value) =>
  value.replace(/[\s.]/g, ''),
);

/** House number with an optional addition: 12, 12a, 12 A, 12-2, 12 bis. */
export const houseNumberSchema = optionalPattern(
  /^[1-9]\d{0,4}(?:[ -]?[A-Za-z0-9]{1,4})?$/,
  'Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.',
);

/** A web address: http(s) only, so no javascript: link reaches a screen. */
export const websiteUrlSchema = optionalPattern(
  /^https?:\/\/[^\s/$.?#][^\s]*$/i,
  'Vul een geldig webadres in, beginnend met https://.',
).refine((value) => value === null || value.length <= 300, { error: 'Het webadres is te lang.' });

export const employerAttributesSchema = z.object({
  name: requiredText('de naam van de werkgever', 200),
  street: optionalText(100),
  houseNumber: houseNumberSchema,
  postalCode: optionalPostalCodeSchema,
  city: optionalText(100),
  nationalId: kvkNumberSchema,
  nationalBranchId: branchNumberSchema,
  websiteUrl: websiteUrlSchema,
  customFieldValues: z
    .record(uuidSchema, plainText().trim().max(500, { error: 'Dit veld mag maximaal 500 tekens bevatten.' }).nullable())
    .optional(),
});
export type EmployerAttributesInput = z.input<typeof employerAttributesSchema>;
export type EmployerAttributes = z.output<typeof employerAttributesSchema>;

/** PATCH employer/{id}: any of the fields; the name stays required when it is sent. */
export const employerUpdateSchema = employerAttributesSchema.partial();

/** An e-mail address that may be left empty (a contact without one cannot be invited). */
const optionalEmail = plainText()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value))
  .pipe(
    z.email({ error: 'Vul een geldig e-mailadres in.' }).max(254, { error: 'Het e-mailadres is te lang.' }).nullable(),
  );

/** Contactpersoon toevoegen / wijzigen: name required; e-mail and phone when known. */
export const employerContactSchema = z.object({
  name: requiredText('de naam van de contactpersoon', 200),
  email: optionalEmail,
  phone: optionalPhoneSchema,
});
export type EmployerContactInput = z.input<typeof employerContactSchema>;
export type EmployerContactAttributes = z.output<typeof employerContactSchema>;
