/** Numbers as Dutch readers expect them (nl-NL); dates are in `@koers/shared/calendar`. */
const numberFormat = new Intl.NumberFormat('nl-NL');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "Stationsweg 12, 1234 AB Utrecht": the parts there are, in Dutch order. */
export function formatAddress(address: {
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
}): string {
  return [
    [address.street, address.houseNumber].filter(Boolean).join(' '),
    [address.postalCode, address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}
