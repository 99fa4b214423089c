import { describe, expect, it } from 'vitest';
import { parseEscoCsv } from './esco-import';

const header = 'conceptType,conceptUri,iscoGroup,preferredLabel,altLabels,status,description,code';

describe('reading an ESCO export', () => {
  it('takes quoted fields with commas, doubled quotes and line breaks, after a byte order mark', () => {
    const text = [
      `\ufeff${header}`,
      'Occupation,http://data.europa.eu/esco/occupation/1,2654,"regisseur, film","filmregisseur\ntoneelmeester\n",released,"Maakt ""films"".",2654.1',
      '',
      'ISCOGroup,http://data.europa.eu/esco/isco/C2654,,Regisseurs,,,,2654',
    ].join('\r\n');
    const parsed = parseEscoCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.occupations).toEqual([
      expect.objectContaining({
        line: 2,
        code: '2654.1',
        labelNl: 'regisseur, film',
        altLabels: ['filmregisseur', 'toneelmeester'],
        iscoCode: '2654',
        description: 'Maakt "films".',
      }),
    ]);
    expect(parsed.groups).toEqual([expect.objectContaining({ line: 6, code: '2654', labelNl: 'Regisseurs' })]);
  });

  it('names the line a faulty row starts on, also after a row over several lines', () => {
    const text = [
      header,
      'Occupation,http://data.europa.eu/esco/occupation/1,2654,regisseur,"a\nb\nc",released,,2654.1',
      'Occupation,http://data.europa.eu/esco/occupation/2,2654,,,released,,2654.2',
      'Skill,http://data.europa.eu/esco/skill/3,,lezen,,,,S1',
    ].join('\n');
    expect(parseEscoCsv(text).errors).toEqual([
      { line: 5, message: 'beroep zonder label, URI of code' },
      { line: 6, message: 'onbekend conceptType Skill' },
    ]);
  });

  it('refuses a file whose quotes do not close, in Dutch', () => {
    expect(() => parseEscoCsv(`${header}\nOccupation,"x"y,,,,,,1\n`)).toThrow(
      'Het bestand is geen geldige CSV (regel 2).',
    );
  });
});
