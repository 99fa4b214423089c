import type { Database, Db } from '@koers/server-core/db/database';
import { count } from 'drizzle-orm';
import { organizations } from '../modules/organizations/organizations.table';
import { seedConversations } from './conversations.seed';
import { seedDossiers } from './dossiers.seed';
import { seedEmployers } from './employers.seed';
import { seedExplorers } from './explorers.seed';
import { seedFoundation } from './foundation.seed';
import { seedInternalVacancies } from './internal-vacancies.seed';
import { seedNotifications } from './notifications.seed';
import { seedOrganizationContent } from './organization-content.seed';

export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

/** The demo world, built in this order; later features append their step. */
export const seedSteps: SeedStep[] = [
  { name: 'organisaties en personen', run: seedFoundation },
  { name: 'pagina’s, menulinks, onboardings en beveiligingseisen', run: seedOrganizationContent },
  { name: 'dossiers, trajecten en profielen', run: seedDossiers },
  { name: 'vacatureverkenners', run: seedExplorers },
  { name: 'werkgevers, contactpersonen en interne vacatures', run: (db) => seedEmployers(db) },
  { name: 'vacatureteksten, vacaturevelden en voorstellen aan kandidaten', run: (db) => seedInternalVacancies(db) },
  { name: 'gesprekken', run: (db) => seedConversations(db) },
  { name: 'meldingen', run: (db) => seedNotifications(db) },
];

export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ value: count() }).from(organizations);
  return (row?.value ?? 0) > 0;
}

/** Builds the deterministic demo world in one transaction: all of it lands, or nothing. */
export async function seedDemoWorld(database: Database, log: (message: string) => void = () => {}): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const step of seedSteps) {
      log(`demodata: ${step.name}`);
      await step.run(tx);
    }
  });
  // Statistics for the planner now, not when autovacuum gets round to it (PGlite has none).
  await database.exec('analyze');
}
