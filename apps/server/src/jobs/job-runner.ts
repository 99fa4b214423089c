import { asBackgroundWork } from '@koers/server-core/db/background-work';
import type { Database } from '@koers/server-core/db/database';
import { fromPglite, PgBoss } from 'pg-boss';

/** The job queue's own schema (tables of pg-boss), beside the application's tables. */
export const JOBS_SCHEMA = 'pgboss';
export const JOBS_TIME_ZONE = 'Europe/Amsterdam';

export type JobDefinition = {
  name: string;
  /** Cron expression, read in Europe/Amsterdam. */
  cron: string;
  run(): Promise<unknown>;
};

export type JobRunner = {
  start(): Promise<void>;
  /** Runs a job now in this process (after a write that made work for it); concurrent runs are safe. */
  kick(name: string): void;
  stop(): Promise<void>;
};

/** pg-boss over the application's database: its pool on PostgreSQL, the one connection on PGlite. */
function bossFor(database: Database, options: { schedule: boolean }): PgBoss {
  const common = {
    schema: JOBS_SCHEMA,
    schedule: options.schedule,
    supervise: options.schedule,
    migrate: true,
    createSchema: true,
  };
  if (database.pglite) return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  if (!database.url) throw new Error('jobs need a database url or PGlite');
  return new PgBoss({ ...common, connectionString: database.url, max: 3, application_name: 'koers-jobs' });
}

/**
 * Creates (or brings up to date) the job queue's schema: part of preparing the database, so an
 * instance's start — and every test's cloned template — finds it ready.
 */
export async function prepareJobsSchema(database: Database): Promise<void> {
  const boss = bossFor(database, { schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: !database.pglite });
}

/**
 * The background jobs of SPEC's ARCHITECTURE ("background jobs"): each definition is a pg-boss
 * queue with a cron schedule in Europe/Amsterdam. pg-boss keeps one schedule per queue in the
 * database and lets one instance fire it, and one worker take each job, so N instances run every
 * job once. `kick` runs a job's work at once in this process as well (debounced): the work
 * itself claims rows with SKIP LOCKED, so running it beside the scheduled run is harmless.
 */
export function createJobRunner(input: {
  database: Database;
  jobs: JobDefinition[];
  log: { error(object: unknown, message: string): void };
  /** Seconds between a worker's polls for queued jobs. */
  pollingIntervalSeconds?: number;
}): JobRunner {
  const boss = bossFor(input.database, { schedule: true });
  boss.on('error', (error) => input.log.error({ err: error }, 'achtergrondtaken: fout in pg-boss'));
  const byName = new Map(input.jobs.map((job) => [job.name, job]));
  const kicked = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const runNow = (job: JobDefinition) => {
    const run = asBackgroundWork(() => job.run())
      .catch((error: unknown) => input.log.error({ err: error, job: job.name }, 'achtergrondtaak mislukt'))
      .finally(() => running.delete(run));
    running.add(run);
  };

  return {
    async start() {
      await boss.start();
      for (const job of input.jobs) {
        await boss.createQueue(job.name, { retryLimit: 3, retryDelay: 30, expireInSeconds: 600 });
        await boss.schedule(job.name, job.cron, null, { tz: JOBS_TIME_ZONE });
        await boss.work(job.name, { pollingIntervalSeconds: input.pollingIntervalSeconds ?? 10 }, async () => {
          await asBackgroundWork(() => job.run());
        });
      }
    },
    kick(name) {
      const job = byName.get(name);
      if (!job || stopped || kicked.has(name)) return;
      const timer = setTimeout(() => {
        kicked.delete(name);
        if (!stopped) runNow(job);
      }, 200);
      timer.unref();
      kicked.set(name, timer);
    },
    async stop() {
      stopped = true;
      for (const timer of kicked.values()) clearTimeout(timer);
      kicked.clear();
      await boss.stop({ graceful: true, timeout: 10_000, close: !input.database.pglite });
      await Promise.allSettled([...running]);
    },
  };
}
