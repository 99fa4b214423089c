import { DOSSIER_EMAIL_SETTINGS, type DossierEmailSetting } from '../dossiers';
import { z } from '../zod-nl';
import { houseNumberSchema } from './employer.schema';
import {
  dateSchema,
  optionalPhoneSchema,
  optionalPostalCodeSchema,
  optionalText,
  requiredText,
  uuidSchema,
} from './fields.schema';
import { emailSchema } from './session.schema';
import { plainText } from './text.schema';

const optionalUuid = uuidSchema.nullable();

/** The candidate's name as three parts; Dutch surnames often carry a prefix (tussenvoegsel). */
const nameFields = {
  firstName: requiredText('een voornaam', 100),
  lastNamePrefix: optionalText(30),
  lastName: requiredText('een achternaam', 100),
};

/** "Jan de Vries" from its parts. */
export function fullName(parts: { firstName: string; lastNamePrefix?: string | null; lastName: string }): string {
  return [parts.firstName, parts.lastNamePrefix, parts.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function endNotBeforeStart(value: { startsOn?: string | null; endsOn?: string | null }) {
  return !value.startsOn || !value.endsOn || value.endsOn >= value.startsOn;
}
const END_BEFORE_START = { error: 'De einddatum mag niet voor de startdatum liggen.', path: ['endsOn'] };

/** Nieuw dossier: the candidate, their track and coaches; an invitation goes out by default. */
export const dossierCreateSchema = z
  .object({
    ...nameFields,
    email: emailSchema,
    phone: optionalPhoneSchema.optional(),
    trackTypeId: optionalUuid.optional(),
    startsOn: dateSchema('een startdatum'),
    endsOn: dateSchema('een einddatum'),
    profileTypeId: optionalUuid.optional(),
    sendInvitation: z.boolean().default(true),
  })
  .refine(endNotBeforeStart, END_BEFORE_START);
export type DossierCreateInput = z.input<typeof dossierCreateSchema>;

/** Trajectgegevens: dates and type (coaches go through relationships). */
export const trackUpdateSchema = z
  .object({
    startsOn: dateSchema('een startdatum'),
    endsOn: dateSchema('een einddatum'),
    trackTypeId: optionalUuid,
  })
  .refine(endNotBeforeStart, END_BEFORE_START);
export type TrackUpdateInput = z.input<typeof trackUpdateSchema>;

/** Traject verlengen: a later end date and why. */
export const trackExtensionSchema = z.object({
  endsOn: dateSchema('een nieuwe einddatum'),
  reason: requiredText('een reden', 500),
});
export type TrackExtensionInput = z.input<typeof trackExtensionSchema>;

/** Instellingen of a dossier: its profile type and the organisation's custom fields. */
export const dossierSettingsSchema = z.object({
  profileTypeId: optionalUuid.optional(),
  customFieldValues: z
    .record(uuidSchema, plainText().trim().max(500, { error: 'Dit veld mag maximaal 500 tekens bevatten.' }).nullable())
    .optional(),
});
export type DossierSettingsInput = z.input<typeof dossierSettingsSchema>;

export const dossierEmailSettingsSchema = z
  .object(
    Object.fromEntries(DOSSIER_EMAIL_SETTINGS.map((key) => [key, z.boolean().optional()])) as Record<
      DossierEmailSetting,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();
export type DossierEmailSettingsInput = z.input<typeof dossierEmailSettingsSchema>;

/** Persoonsgegevens (personal file). */
export const personalFileUpdateSchema = z.object({
  ...nameFields,
  email: emailSchema,
  phone: optionalPhoneSchema,
  dateOfBirth: plainText()
    .trim()
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.iso.date({ error: 'Vul een geldige geboortedatum in.' }).nullable()),
  street: optionalText(100),
  houseNumber: houseNumberSchema,
  postalCode: optionalPostalCodeSchema,
  city: optionalText(100),
  clientNumber: optionalText(50),
});
export type PersonalFileUpdateInput = z.input<typeof personalFileUpdateSchema>;

/** Accepting an invitation: the token of the link and a new password. */
export const invitationTokenSchema = z.object({
  token: plainText({ error: 'De link is onvolledig.' }).min(20, { error: 'De link is onvolledig.' }).max(200),
});
