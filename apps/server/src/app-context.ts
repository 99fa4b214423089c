import type { Config } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import type { Mailer } from './modules/mail/mailer';
import type { InternetVacancies } from './modules/saved-searches/internet-vacancies';

/** What every route module of the main backend receives. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Uploaded files' bytes: the bucket of S3_BUCKET, else the disk under DATA_DIR/files. */
  storage: FileStorage;
  /** The instance's one listening session on the database (changes announced by triggers). */
  listener: NotificationListener;
  /** Runs a background job soon in this instance (nothing when this instance runs no jobs). */
  kickJob(name: string): void;
  /** Searches in the vacancies service's internet vacancies, when the composition gives them. */
  internetVacancies: InternetVacancies | null;
};
