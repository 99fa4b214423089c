let numberFormat: Intl.NumberFormat | undefined;

/**
 * Numbers as Dutch readers expect them (nl-NL: `1.234`, `2,5`); dates are in
 * `@koers/shared/calendar`. A whole number (a count) is grouped here: building the first
 * `Intl.NumberFormat` costs a phone's page 10–30 ms of its main thread (npm run bench:first-load),
 * so only a fraction builds it, at its first use.
 */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '.');
    return value < 0 ? `-${digits}` : digits;
  }
  numberFormat ??= new Intl.NumberFormat('nl-NL');
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
