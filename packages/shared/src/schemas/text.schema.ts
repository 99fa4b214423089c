import { z } from '../zod-nl';

/**
 * A NUL character or half of a UTF-16 surrogate pair. PostgreSQL refuses NUL in text (a 500
 * where the schema should have said 422), and a lone surrogate cannot be encoded as UTF-8 (it
 * would be stored as U+FFFD, silently changing what the person typed).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text exactly as given. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Control characters nobody types: C0 except tab, line feed and carriage return, DEL and C1.
 * They have no place in a name or a note, and they are how hostile input hides (terminal escapes,
 * text that looks the same but is not).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text holds no control character other than tab, line feed or carriage return. */
export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/**
 * Bidirectional embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069): they
 * make a name, subject or message show other than it reads ("Trojan Source"), and nobody types
 * them; right-to-left text needs none of them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds no bidirectional override or isolate character. */
export function hasNoBidiControls(value: string): boolean {
  return !BIDI_CONTROL.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE = 'Deze tekst bevat tekens die niet zijn toegestaan.';
export const BIDI_CONTROL_MESSAGE = 'Deze tekst bevat onzichtbare tekens die de leesrichting omdraaien; haal ze weg.';

/**
 * The one string schema every text field starts from (instead of `z.string()`): it refuses
 * what the database cannot store, control characters other than tab and line breaks, and
 * bidirectional overrides, with a 422 before any other rule runs. Chain `.trim()`, `.min()`, `.max()`, `.regex()` on it as on
 * `z.string()`.
 */
export function plainText(params?: { error?: string }) {
  return z
    .string(params?.error ? { error: params.error } : undefined)
    .refine((value) => isStorableText(value) && hasNoControlCharacters(value), {
      error: UNSTORABLE_TEXT_MESSAGE,
      abort: true,
    })
    .refine(hasNoBidiControls, { error: BIDI_CONTROL_MESSAGE, abort: true });
}
