import type { StatementObserver } from '@koers/server-core/db/database';

/**
 * Counts the statements a test app sends to its database (docs/decisions.md, "Cost per
 * request"): give `observe` to the app as `onStatement`, then ask how many statements a request
 * takes. A regression that adds a round trip to a read fails the read's test.
 */
export type StatementCounter = {
  observe: StatementObserver;
  /**
   * The statements of the fewest-statement run of `request`: it runs until the fewest count has
   * come twice (at most six runs). The first run may include the access check (kept per instance
   * afterwards) and any run one of the instance's own background statements (jobs, the
   * listener's heartbeat on PGlite), never fewer than the read itself takes.
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
      let seen = 0;
      for (let run = 0; run < 6 && seen < 2; run++) {
        const before = texts.length;
        await request();
        const sent = texts.slice(before);
        if (fewest && sent.length === fewest.length) seen++;
        if (!fewest || sent.length < fewest.length) {
          fewest = sent;
          seen = 1;
        }
      }
      return fewest ?? [];
    },
  };
}
