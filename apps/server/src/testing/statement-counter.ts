import { isBackgroundWork } from '@koers/server-core/db/background-work';
import type { StatementObserver } from '@koers/server-core/db/database';
import { JOBS_SCHEMA } from '../jobs/job-runner';

/**
 * Statements that are not a read's own: the instance's background jobs (pg-boss's own statements,
 * which on PGlite share its one connection; a job's work is left out by `isBackgroundWork`) and
 * the access check with its session touch, which docs/decisions.md counts apart ("after the
 * access check"; kept per instance, so a read usually runs none).
 */
const notTheRead = (text: string) => text.includes(`${JOBS_SCHEMA}.`) || text.includes('"sessions"');

/**
 * Counts the statements a test app sends to its database for a read (docs/decisions.md, "Cost
 * per request"): give `observe` to the app as `onStatement`, then ask how many statements a
 * request takes. A regression that adds a round trip to a read fails the read's test.
 */
export type StatementCounter = {
  observe: StatementObserver;
  /**
   * The read's statements in the fewest-statement run of `request`: it runs until the fewest
   * count has come twice (at most six runs). The first run may record the first use of a user
   * context, and a run may catch a statement of the instance's own (the listener's heartbeat on
   * PGlite); never fewer than the read itself takes.
   */
  fewest(request: () => Promise<unknown>): Promise<string[]>;
};

export function statementCounter(): StatementCounter {
  const texts: string[] = [];
  return {
    observe: (text) => {
      if (!notTheRead(text) && !isBackgroundWork()) texts.push(text);
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
