import { z } from '../zod-nl';
import { plainText } from './text.schema';

// Field schemas with the Dutch messages forms show; server and web validate with the same ones.

/** A required text, trimmed; `what` completes "Vul … in." */
export function requiredText(what: string, max = 200) {
  return plainText({ error: `Vul ${what} in.` })
    .trim()
    .min(1, { error: `Vul ${what} in.` })
    .max(max, { error: `Dit veld mag maximaal ${max} tekens bevatten.` });
}

/** An optional text: missing or empty becomes null. */
export function optionalText(max = 200) {
  return plainText({ error: 'Vul tekst in.' })
    .trim()
    .max(max, { error: `Dit veld mag maximaal ${max} tekens bevatten.` })
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

const POSTAL_CODE = /^([1-9][0-9]{3})\s?([A-Za-z]{2})$/;

/** Dutch postal code (1234 AB); SA, SD and SS are never issued. Normalised to "1234 AB". */
export const postalCodeSchema = plainText({ error: 'Vul een postcode in.' })
  .trim()
  .regex(POSTAL_CODE, { error: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' })
  .transform((value) => {
    const match = POSTAL_CODE.exec(value);
    return `${match?.[1]} ${match?.[2]?.toUpperCase()}`;
  })
  .refine((value) => !/ (SA|SD|SS)$/.test(value), { error: 'Deze postcode bestaat niet.' });

/** Empty text becomes null before the inner schema runs, so an empty optional field is valid. */
function emptyAsNull<Inner extends z.ZodType<unknown, string>>(inner: Inner) {
  return plainText()
    .trim()
    .nullish()
    .transform((value) => (value === undefined || value === '' ? null : value))
    .pipe(inner.nullable());
}

export const optionalPostalCodeSchema = emptyAsNull(postalCodeSchema);

/** Dutch or international phone number; stored as typed, checked on its digits. */
export const phoneSchema = plainText({ error: 'Vul een telefoonnummer in.' })
  .trim()
  .max(30, { error: 'Het telefoonnummer is te lang.' })
  .refine(
    (value) => {
      const digits = value.replace(/[\s().-]/g, '');
      return /^0[1-9]\d{8}$/.test(digits) || /^(\+|00)[1-9]\d{7,14}$/.test(digits);
    },
    { error: 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.' },
  );

export const optionalPhoneSchema = emptyAsNull(phoneSchema);

/** A calendar date as YYYY-MM-DD. */
export function dateSchema(what = 'een datum') {
  return plainText({ error: `Vul ${what} in.` })
    .trim()
    .min(1, { error: `Vul ${what} in.` })
    .pipe(z.iso.date({ error: 'Vul een geldige datum in (dd-mm-jjjj).' }));
}

/** A month as YYYY-MM (work experience, education periods). */
export const monthSchema = plainText({ error: 'Vul een maand in.' }).regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, {
  error: 'Vul een geldige maand in.',
});

export const yearSchema = z
  .number({ error: 'Vul een jaartal in.' })
  .int({ error: 'Vul een jaartal in.' })
  .min(1940, { error: 'Vul een jaartal vanaf 1940 in.' })
  .max(2100, { error: 'Vul een geldig jaartal in.' });

export const uuidSchema = z.uuid({ error: 'Dit is geen geldig id.' });

/** An https (or http) address. */
export const urlSchema = plainText({ error: 'Vul een internetadres in.' })
  .trim()
  .max(500, { error: 'Het adres is te lang.' })
  .pipe(z.url({ protocol: /^https?$/, error: 'Vul een geldig internetadres in dat begint met https://.' }));
