/** What kind of person someone is, in the words of SPEC §1. */
export function personLabel(userType: string): string {
  switch (userType) {
    case 'client':
      return 'Kandidaat';
    case 'contact':
      return 'Werkgever';
    case 'member':
      return 'Medewerker';
    default:
      return '';
  }
}
