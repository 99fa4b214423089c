import { describe, expect, it } from 'vitest';
import type { ShowroomCandidateRow } from './showroom-candidates.queries';
import { anonymousText, personalMarkersOf } from './showroom-privacy';

const row = {
  clientName: 'Özlem de Vries',
  clientEmail: 'ozlem.devries@voorbeeld.nl',
  firstName: 'Özlem',
  lastNamePrefix: 'de',
  lastName: 'Vries',
  dateOfBirth: '1988-11-04',
  street: 'Kerkstraat',
  houseNumber: '3',
  phone: '+31 6 1234 5678',
} as ShowroomCandidateRow;
const markers = personalMarkersOf(row);

describe('free text in an anonymous showroom profile', () => {
  it.each([
    ['the first name, also without its accent', 'Ozlem werkt graag in teams.'],
    ['the last name', 'Familiebedrijf Vries en zonen'],
    ['the e-mail address', 'Mail naar ozlem.devries@voorbeeld.nl'],
    ['any e-mail address', 'Mail naar info@bedrijf.nl'],
    ['the phone number written otherwise', 'Bel 06-12345678'],
    ['any Dutch phone number', 'Of bel 020 123 45 67'],
    ['the street', 'Woont aan de Kerkstraat'],
    ['the birth date as digits', 'Geboren 4-11-1988'],
    ['the birth date written out', 'Geboren op 4 november 1988'],
    ['the birth date in ISO form', 'geboortedatum 1988-11-04'],
  ])('is left out when it contains %s', (_what, text) => {
    expect(anonymousText(text, markers)).toBeNull();
  });

  it.each([
    'Orderpicken en laden, 2015-2019.',
    'Vriesvak ingeruimd in de supermarkt.',
    'VCA behaald in november 2012.',
  ])('is kept when it names nobody: %s', (text) => {
    expect(anonymousText(text, markers)).toBe(text);
  });
});
