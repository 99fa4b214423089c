import type { Config } from '@koers/server-core/config';
import type { Database, Db } from '@koers/server-core/db/database';
import { createFileStorage } from '@koers/server-core/storage/create-file-storage';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { count } from 'drizzle-orm';
import { organizations } from '../schema/organizations.table';
import { seedAppointments } from './appointments.seed';
import { seedAssessments } from './assessments.seed';
import { seedConversations } from './conversations.seed';
import { seedDossiers } from './dossiers.seed';
import { seedEmailTemplates } from './email-templates.seed';
import { seedEmployerAnswers } from './employer-answers.seed';
import { seedEmployers } from './employers.seed';
import { seedExplorers } from './explorers.seed';
import { seedFoundation } from './foundation.seed';
import { seedInternalVacancies } from './internal-vacancies.seed';
import { seedJournal } from './journal.seed';
import { seedMaintainerAudit } from './maintainer-audit.seed';
import { seedMembers } from './members.seed';
import { seedNotifications } from './notifications.seed';
import { seedOrganizationContent } from './organization-content.seed';
import { seedOutcomes } from './outcomes.seed';
import { seedSavedSearches } from './saved-searches.seed';
import { seedShowrooms } from './showrooms.seed';
import { seedToolbox, seedToolboxFiles } from './toolbox.seed';

export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

/** The demo world, built in this order; later features append their step. */
export const seedSteps: SeedStep[] = [
  { name: 'organisaties en personen', run: seedFoundation },
  { name: 'pagina’s, menulinks, onboardings en beveiligingseisen', run: seedOrganizationContent },
  { name: 'dossiers, trajecten en profielen', run: seedDossiers },
  { name: 'vacatureverkenners', run: seedExplorers },
  { name: 'werkgevers, contactpersonen en interne vacatures', run: (db) => seedEmployers(db) },
  { name: 'vacatureteksten, vacaturevelden en voorstellen aan kandidaten', run: (db) => seedInternalVacancies(db) },
  { name: 'antwoorden van werkgevers op voorstellen', run: seedEmployerAnswers },
  { name: 'gesprekken', run: (db) => seedConversations(db) },
  // Before the journal: an outcome ends its track, and the journal's entries stay within it.
  { name: 'uitkomsten van trajecten', run: seedOutcomes },
  { name: 'journaalnotities', run: seedJournal },
  { name: 'afspraken', run: seedAppointments },
  { name: 'meldingen', run: (db) => seedNotifications(db) },
  { name: 'collega’s, uitnodigingen en ingelogde apparaten', run: (db) => seedMembers(db) },
  { name: 'e-mailinstellingen en e-mailteksten', run: seedEmailTemplates },
  { name: 'wijzigingen door super-users', run: seedMaintainerAudit },
  { name: 'interessetests', run: seedAssessments },
  { name: 'showrooms en toestemmingen', run: seedShowrooms },
  { name: 'tips en materiaal in de toolbox', run: seedToolbox },
  { name: 'bewaarde zoekopdrachten', run: seedSavedSearches },
];

export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ value: count() }).from(organizations);
  return (row?.value ?? 0) > 0;
}

/** Where the demo world's files go: the installation's file storage, and its quota (UPLOAD_QUOTA_MB). */
export type DemoFiles = { storage: FileStorage; quotaBytes: number };

/**
 * Builds the deterministic demo world in one transaction: all of it lands, or nothing. With
 * `files`, its files (a toolbox tip's worksheet) are uploaded after that, as a user uploads them.
 */
export async function seedDemoWorld(
  database: Database,
  log: (message: string) => void = () => {},
  files?: DemoFiles,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const step of seedSteps) {
      log(`demodata: ${step.name}`);
      await step.run(tx);
    }
  });
  if (files) {
    log('demodata: bestanden bij tips');
    await seedToolboxFiles(database.db, files);
  }
  // Statistics for the planner now, not when autovacuum gets round to it (PGlite has none).
  await database.exec('analyze');
}

/**
 * The demo world with its files, in the file storage of `config` (the disk under DATA_DIR, or the
 * bucket), as a start and the tests of the demo world build it.
 */
export async function seedDemoWorldWithFiles(
  database: Database,
  config: Pick<Config, 'dataDir' | 's3' | 'uploadQuotaBytes'>,
  log: (message: string) => void = () => {},
): Promise<void> {
  const storage = createFileStorage(config);
  try {
    await seedDemoWorld(database, log, { storage, quotaBytes: config.uploadQuotaBytes });
  } finally {
    storage.close();
  }
}
