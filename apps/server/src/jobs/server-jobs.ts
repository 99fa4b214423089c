import type { Config } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { remindAppointments } from '../modules/appointments/appointments.service';
import { deleteExpiredDeeplinks } from '../modules/deeplinks/deeplinks.service';
import { DOWNLOADS_JOB, deleteExpiredDownloads, makePendingDownloads } from '../modules/downloads/downloads.service';
import { eraseDossiersPastRetention, RETENTION_JOB } from '../modules/erasures/erasures.service';
import type { Mailer } from '../modules/mail/mailer';
import { mailDueNotifications } from '../modules/notifications/notifications.service';
import { handleQueuedPasswordResets, PASSWORD_RESET_JOB } from '../modules/password-resets/password-resets.service';
import { deleteEndedRequestLimits } from '../modules/request-limits/request-limits.service';
import type { InternetVacancies } from '../modules/saved-searches/internet-vacancies';
import { SAVED_SEARCH_ALERTS_JOB, sendSavedSearchAlerts } from '../modules/saved-searches/saved-search-alerts';
import { deleteExpiredSessions } from '../modules/sessions/sessions.service';
import type { JobDefinition } from './job-runner';

/** Job names, also the pg-boss queue names. */
export const JOB = {
  notificationMails: 'notification-mails',
  notificationDigests: 'notification-digests',
  mailDelivery: 'mail-delivery',
  appointmentReminders: 'appointment-reminders',
  housekeeping: 'housekeeping',
  passwordResets: PASSWORD_RESET_JOB,
  savedSearchAlerts: SAVED_SEARCH_ALERTS_JOB,
  downloads: DOWNLOADS_JOB,
  retention: RETENTION_JOB,
} as const;

/**
 * The main backend's background jobs, scheduled in Europe/Amsterdam:
 * - notification mails (setting "immediately"), every minute and right after a write;
 * - the daily digest at 7:00;
 * - the alerts of saved searches at 7:00 (daily or weekly each), and right after a search is saved;
 * - delivery of the outbox over SMTP, every minute: what failed is tried again, later each time;
 * - reset links for queued requests, every minute and right after a request;
 * - reminders of tomorrow's appointments, every hour (mailed by the notification jobs, as each
 *   person's e-mail settings say);
 * - downloads asked for (exports, reports), every minute and right after a request;
 * - retention at 3:00: archived dossiers past their organisation's retention are erased;
 * - housekeeping every hour: dead sessions, login and request counters whose window has passed,
 *   links from e-mails long expired, downloads past their seven days (with their files).
 */
export function serverJobs(input: {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: FileStorage;
  log: { error(object: unknown, message: string): void };
  /** Runs a job soon in this instance: a ready download's notification is mailed at once. */
  kick(name: string): void;
  internetVacancies?: InternetVacancies | null;
}): JobDefinition[] {
  const { config, mailer, storage } = input;
  const internetVacancies = input.internetVacancies ?? null;
  const { db } = input.database;
  return [
    {
      name: JOB.notificationMails,
      cron: '* * * * *',
      run: () => mailDueNotifications({ db, mailer, publicUrl: config.publicUrl, due: 'immediately' }),
    },
    {
      name: JOB.notificationDigests,
      cron: '0 7 * * *',
      run: () => mailDueNotifications({ db, mailer, publicUrl: config.publicUrl, due: 'daily' }),
    },
    {
      name: JOB.savedSearchAlerts,
      cron: '0 7 * * *',
      run: () => sendSavedSearchAlerts({ db, mailer, publicUrl: config.publicUrl, internetVacancies }),
    },
    {
      name: JOB.passwordResets,
      cron: '* * * * *',
      run: () => handleQueuedPasswordResets({ db, mailer, publicUrl: config.publicUrl }),
    },
    {
      name: JOB.downloads,
      cron: '* * * * *',
      run: async () => {
        const made = await makePendingDownloads({ database: input.database, storage, log: input.log });
        if (made > 0) input.kick(JOB.notificationMails);
      },
    },
    { name: JOB.retention, cron: '0 3 * * *', run: () => eraseDossiersPastRetention(input.database, storage) },
    { name: JOB.mailDelivery, cron: '* * * * *', run: () => mailer.deliverDue(db) },
    { name: JOB.appointmentReminders, cron: '10 * * * *', run: () => remindAppointments({ db }) },
    {
      name: JOB.housekeeping,
      cron: '0 * * * *',
      run: async () => {
        await deleteExpiredSessions(db, {
          idleMinutes: config.sessionIdleMinutes,
          absoluteHours: config.sessionAbsoluteHours,
        });
        await deleteEndedRequestLimits(db, new Date());
        await deleteExpiredDeeplinks(db);
        await deleteExpiredDownloads(db, storage);
      },
    },
  ];
}
