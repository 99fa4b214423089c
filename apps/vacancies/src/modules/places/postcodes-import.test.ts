import { describe, expect, it } from 'vitest';
import { parseGeonamesPostcodes } from './postcodes-import';

const row = (code: string, place: string, lat = '52.37', lon = '4.89') =>
  ['NL', code, place, 'Noord-Holland', '07', 'Gemeente Amsterdam', '0363', '', '', lat, lon, '6'].join('\t');

describe('reading the GeoNames postal-code dump', () => {
  it('reads tab-separated rows without quoting, skips blank lines and other countries', () => {
    const text = [
      row('1011', '"t Centrum'),
      '',
      '   ',
      row('1011', 'Amsterdam'),
      `BE\t1000\tBrussel${'\tx'.repeat(9)}`,
      row('1012', 'Amsterdam'),
    ].join('\r\n');
    const { rows, stats } = parseGeonamesPostcodes(text);
    expect(rows.map((entry) => [entry.code, entry.placeName, entry.provinceCode])).toEqual([
      ['1011', '"t Centrum', 'NH'],
      ['1012', 'Amsterdam', 'NH'],
    ]);
    expect(stats).toMatchObject({ read: 4, imported: 2, errors: [] });
  });

  it('lists faulty rows by their line in the file, blank lines counted', () => {
    const text = [
      '',
      row('1011', 'Amsterdam'),
      ' \t ',
      'NL\t12\tnergens',
      row('0123', 'Nul'),
      row('1013', 'X', 'noord'),
    ];
    expect(parseGeonamesPostcodes(text.join('\n')).stats.errors).toEqual([
      { line: 4, message: 'verwacht 12 kolommen, gevonden 3' },
      { line: 5, message: 'geen viercijferige postcode: 0123' },
      { line: 6, message: 'ongeldige coördinaten' },
    ]);
  });
});
