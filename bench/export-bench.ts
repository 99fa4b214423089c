import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabases } from '@koers/koers/bootstrap';
import { personalDataExportZip } from '@koers/server/modules/downloads/personal-data-export';
import { seedDemoWorld } from '@koers/server/seed/seed';
import { openDatabase } from '@koers/server-core/db/database';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';

// `npm run bench:export [-- postgresql://…]`: the personal-data export (issue 37.4) of every demo
// dossier, timed; the slowest must stay under 5 s. On PGlite in a temporary directory unless a
// database url is given (that database is seeded: use an empty one). Not a test.
const url = process.argv[2];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-export-bench-'));
const database = url ? await openDatabase({ url }) : await openDatabase({ dataDir });
try {
  await prepareDatabases({ database, vacanciesDatabase: database });
  await seedDemoWorld(database);
  const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
  const dossiers = await database.query<{ organization_id: string; id: string; client_name: string }>(
    'select organization_id, id, client_name from dossiers',
  );
  const timings: Array<{ name: string; ms: number; bytes: number }> = [];
  for (const dossier of dossiers) {
    const started = performance.now();
    const zip = await personalDataExportZip({
      database,
      storage,
      organizationId: dossier.organization_id,
      dossierId: dossier.id,
      progress: async () => {},
    });
    timings.push({ name: dossier.client_name, ms: performance.now() - started, bytes: zip.length });
  }
  timings.sort((a, b) => b.ms - a.ms);
  console.log(`${timings.length} demo dossiers; slowest five:`);
  for (const timing of timings.slice(0, 5))
    console.log(`  ${timing.name}: ${timing.ms.toFixed(0)} ms, ${(timing.bytes / 1024).toFixed(1)} kB`);
  const slowest = timings[0]?.ms ?? 0;
  console.log(slowest < 5000 ? 'OK: under 5 s' : 'TE TRAAG: 5 s of meer');
  process.exitCode = slowest < 5000 ? 0 : 1;
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
