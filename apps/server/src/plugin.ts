import type { ActorResolver } from '@koers/server-core/auth/actor-resolver';
import type { Config } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';
import { createNotificationListener } from '@koers/server-core/db/notifications';
import type { RequestCounter } from '@koers/server-core/http/request-limits';
import { createFileStorage } from '@koers/server-core/storage/create-file-storage';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import type { FastifyPluginAsync } from 'fastify';
import { apiModules } from './api-routes';
import type { AppContext } from './app-context';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { JOB, serverJobs } from './jobs/server-jobs';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { attachRealtime } from './modules/realtime/realtime.server';
import { createRequestCounter } from './modules/request-limits/request-limits.service';
import type { InternetVacancies } from './modules/saved-searches/internet-vacancies';
import { createDatabaseActorResolver } from './modules/sessions/sessions.service';
import { limitPasswordChecks } from './modules/users/passwords';

export type MainBackendOptions = {
  config: Config;
  database: Database;
  /** SMTP when configured, else the outbox table (the developers' mailbox). */
  mailer?: Mailer;
  /**
   * Uploaded files' bytes: by default the configuration's (the bucket of S3_BUCKET, else the disk
   * under DATA_DIR/files), closed with the plugin; a store given here stays the caller's.
   */
  storage?: FileStorage;
  /**
   * Background jobs (pg-boss): started when the server is ready, stopped when it closes. On by
   * default; `false` for a process that only answers requests while another runs the jobs.
   */
  jobs?: boolean | { pollingIntervalSeconds: number };
  /** Internet-vacancy searches for saved searches (given by the composition; else not saveable). */
  internetVacancies?: InternetVacancies;
};

export type MainBackend = {
  /**
   * Session verification over the main backend's tables. The host server (`createServer` of
   * server-core) enforces access with it, for every plugin it mounts.
   */
  resolver: ActorResolver;
  /** The request limits' counters (in the main database): the host server counts every write with them. */
  requestCounter: RequestCounter;
  /**
   * The API at /api/v1, the realtime endpoint at /socket.io and, outside production, the
   * developers' mailbox at /dev/mailbox.
   */
  plugin: FastifyPluginAsync;
  /** The background jobs, when this instance runs them. */
  jobs: JobRunner | null;
  /** Where uploaded files' bytes live (the host's readiness check asks it). */
  storage: FileStorage;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The main backend as a plugin for a host server: the composition (`apps/koers`) mounts it
 * beside the vacancies service, its tests mount it alone (`testing/test-app.ts`).
 */
export function createMainBackend(options: MainBackendOptions): MainBackend {
  const { config, database } = options;
  limitPasswordChecks(config.loginHashesInFlight);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const storage = options.storage ?? createFileStorage(config);
  let logger: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void } | null =
    null;
  // The instance's one listening connection to the database: access changes (the resolver's
  // cache, realtime's open sockets) and realtime changes. Closed with the plugin.
  const listener = createNotificationListener(database, {
    onError: (error) =>
      (logger ?? console).warn({ err: error }, 'verbinding om naar de database te luisteren verbroken'),
  });
  let jobs: JobRunner | null = null;
  const internetVacancies = options.internetVacancies ?? null;
  const context: AppContext = {
    config,
    database,
    mailer,
    storage,
    listener,
    kickJob: (name) => jobs?.kick(name),
    internetVacancies,
  };
  const resolver = createDatabaseActorResolver(
    database,
    { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
    listener,
  );
  // The host server's logger, once the plugin is registered on it.
  const jobLog = { error: (object: unknown, message: string) => (logger ?? console).error(object, message) };
  jobs =
    options.jobs === false
      ? null
      : createJobRunner({
          database,
          jobs: serverJobs({
            config,
            database,
            mailer,
            storage,
            log: jobLog,
            kick: (name) => jobs?.kick(name),
            internetVacancies,
          }),
          log: jobLog,
          ...(typeof options.jobs === 'object' ? { pollingIntervalSeconds: options.jobs.pollingIntervalSeconds } : {}),
        });
  return {
    jobs,
    storage,
    resolver,
    requestCounter: createRequestCounter(database.db),
    async plugin(app) {
      logger = app.log;
      await app.register(
        async (api) => {
          for (const module of apiModules) await api.register(module, context);
        },
        { prefix: '/api/v1' },
      );
      if (config.nodeEnv !== 'production') await app.register(devMailboxRoutes, context);
      await attachRealtime(app, { config, db: database.db, resolver, listener });
      app.addHook('onClose', async () => listener.close());
      if (jobs) {
        app.addHook('onReady', () => jobs.start());
        // A write may have made notifications to mail: their sweep runs now rather than at the
        // next minute (it finds nothing to do after most writes, at the cost of one query).
        app.addHook('onResponse', async (request, reply) => {
          if (WRITES.has(request.method) && reply.statusCode < 400) jobs.kick(JOB.notificationMails);
        });
      }
      app.addHook('onClose', async () => {
        await jobs?.stop();
        mailer.close();
        if (!options.storage) storage.close();
      });
    },
  };
}
