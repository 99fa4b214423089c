import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dossierCreateSchema, personalFileUpdateSchema } from './dossier.schema';
import { isStorableText, plainText } from './text.schema';

describe('text PostgreSQL cannot store is refused by the schema, not by the database', () => {
  it.each([
    { what: 'a NUL character', value: 'Jan\u0000', storable: false },
    { what: 'a lone high surrogate', value: 'Jan\uD83D', storable: false },
    { what: 'a lone low surrogate', value: '\uDE00Jan', storable: false },
    { what: 'a surrogate pair (emoji)', value: 'Jan 😀', storable: true },
    { what: 'tab and line breaks', value: 'Jan\tde\r\nVries', storable: true },
  ])('$what: storable is $storable', ({ value, storable }) => {
    expect(isStorableText(value)).toBe(storable);
    expect(plainText().safeParse(value).success).toBe(storable);
  });

  it.each([
    { what: 'a bell', value: 'Jan\u0007' },
    { what: 'an escape (terminal codes)', value: '\u001b[31mJan' },
    { what: 'a vertical tab', value: 'Jan\u000bde Vries' },
    { what: 'DEL', value: 'Jan\u007f' },
    { what: 'a C1 control', value: 'Jan\u0085' },
  ])('refuses $what, which PostgreSQL would store but nobody types', ({ value }) => {
    expect(isStorableText(value)).toBe(true);
    expect(plainText().safeParse(value).error?.issues[0]?.message).toBe(
      'Deze tekst bevat tekens die niet zijn toegestaan.',
    );
  });

  it.each([
    { what: 'a right-to-left override (U+202E)', value: 'factuur\u202Efdp.exe' },
    { what: 'a left-to-right embedding (U+202A)', value: '\u202AJan' },
    { what: 'a first-strong isolate (U+2068)', value: 'Jan \u2068de Vries\u2069' },
  ])('refuses $what, which makes text show other than it reads', ({ value }) => {
    expect(plainText().safeParse(value).error?.issues[0]?.message).toBe(
      'Deze tekst bevat onzichtbare tekens die de leesrichting omdraaien; haal ze weg.',
    );
  });

  it('keeps right-to-left text itself', () => {
    expect(plainText().safeParse('مرحبا שלום').success).toBe(true);
  });

  it('says so in Dutch, once, at the field', () => {
    const result = dossierCreateSchema.safeParse({
      firstName: 'Jan\u0000',
      lastName: 'de Vries',
      email: 'jan@voorbeeld.nl',
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: 'Deze tekst bevat tekens die niet zijn toegestaan.' }),
    ]);
  });

  it('holds in optional and piped fields too', () => {
    const result = personalFileUpdateSchema.safeParse({
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan\u0000@voorbeeld.nl',
      phone: null,
      dateOfBirth: '1990-01-01\u0000',
      street: 'Dorpsstraat\uD800',
      postalCode: null,
    });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['dateOfBirth', 'email', 'street']);
  });
});

describe('every text field of the server side starts from plainText', () => {
  it('no schema outside text.schema.ts calls z.string() itself', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const folders = [
      'packages/shared/src',
      'packages/server-core/src',
      'apps/server/src',
      'apps/vacancies/src',
      'apps/koers/src',
    ];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'text.schema.ts') {
          if (/\bz\s*\.\s*string\s*\(/.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
        }
      }
    };
    for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(path.join(root, folder));
    expect(offenders).toEqual([]);
  });
});
