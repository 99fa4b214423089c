import { describe, expect, it } from 'vitest';
import { dutchExcelCsv } from './csv';

describe('dutchExcelCsv — Excel with Dutch settings', () => {
  it('starts with a byte order mark, separates with semicolons, writes decimal commas and CRLF', () => {
    expect(
      dutchExcelCsv([
        ['Naam', 'Percentage'],
        ['Totaal', 66.6667],
        ['Leeg', null],
      ]),
    ).toBe('\uFEFFNaam;Percentage\r\nTotaal;66,7\r\nLeeg;\r\n');
  });

  it('quotes separators, quotes and line breaks, and disarms formulas', () => {
    expect(dutchExcelCsv([['a;b', 'zei "hoi"', 'twee\nregels', '=SOM(A1)', 12]])).toBe(
      '\uFEFF"a;b";"zei ""hoi""";"twee\nregels";\'=SOM(A1);12\r\n',
    );
  });
});
