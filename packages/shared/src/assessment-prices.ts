/** What a test costs (SPEC §9); without zod, for the screens that only show prices. */

/** SPEC §9: the price in cents is the price times 100; demo tests cost nothing, a test with credits is free. */
export function assessmentPriceInCents(offer: { price: number; isDemo: boolean; credits: number | null }): number {
  if (offer.isDemo || (offer.credits ?? 0) > 0) return 0;
  return Math.round(offer.price * 100);
}

/** SPEC §9: prices in euro with a dot and two decimals, e.g. `€ 12.50`. */
export function formatAssessmentPrice(cents: number): string {
  return `€ ${(cents / 100).toFixed(2)}`;
}
