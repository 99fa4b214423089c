import type { StatementObserver } from '@koers/server-core/db/database';

/**
 * Counts the statements a test app sends to its database (docs/decisions.md, "Cost per
 * request"): give `observe` to the app as `onStatement`, then ask how many statements a request
 * takes. A regression that adds a round trip to a read fails the read's test.
 */
export type StatementCounter = {
  observe: StatementObserver;
  /**
   * The statements of the fewest-statement run of `request` (three runs): the first run may
   * include the access check (kept per instance afterwards) and any run one of the instance's
   * background statements (jobs share its pool), never fewer than the read itself takes.
   */
  fewest(request: () => Promise<unknown>): Promise<string[]>;
};

export function statementCounter(): StatementCounter {
  const texts: string[] = [];
  return {
    observe: (text) => {
      texts.push(text);
    },
    async fewest(request) {
      let fewest: string[] | null = null;
      for (let run = 0; run < 3; run++) {
        const before = texts.length;
        await request();
        const sent = texts.slice(before);
        if (!fewest || sent.length < fewest.length) fewest = sent;
      }
      return fewest ?? [];
    },
  };
}
