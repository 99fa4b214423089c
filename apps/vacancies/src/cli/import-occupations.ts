import fs from 'node:fs';
import { formatCount, formatSeconds } from '../lib/progress';
import { importEsco } from '../modules/occupations/esco-import';
import { refreshSearchRowsOfJobTitles } from '../modules/vacancies/vacancies.service';
import { cliArguments, fail, openCliDatabase } from './cli-database';

// `npm run import:occupations -- FILE [FILE…]`: imports ESCO CSV exports, the occupations
// (occupations_nl.csv) and optionally the ISCO groups (ISCOGroups_nl.csv). © European Union,
// ESCO; reuse with attribution to the European Commission.
const usage = 'npm run import:occupations -- occupations_nl.csv [ISCOGroups_nl.csv] [--standalone]';
const { values, positionals } = cliArguments([], usage);
if (positionals.length === 0) fail(`Geef een of meer ESCO-bestanden op.\nGebruik: ${usage}`);
for (const file of positionals) if (!fs.existsSync(file)) fail(`Bestand niet gevonden: ${file}`);

const database = await openCliDatabase(values.standalone === true);
try {
  for (const file of positionals) {
    const started = Date.now();
    const stats = await importEsco(database.db, fs.readFileSync(file, 'utf8'), refreshSearchRowsOfJobTitles);
    const what = stats.kind === 'isco_groups' ? 'ISCO-groepen' : 'beroepen';
    console.log(
      `${file}: ${formatCount(stats.read)} ${what} gelezen in ${formatSeconds((Date.now() - started) / 1000)} — nieuw ${formatCount(stats.created)}, bijgewerkt ${formatCount(stats.updated)}, samengevoegd met eigen lijst ${formatCount(stats.merged)}, vacatures met nieuw beroepslabel ${formatCount(stats.vacanciesRelabelled)}, fouten ${formatCount(stats.errors.length)}.`,
    );
    for (const error of stats.errors.slice(0, 50)) console.log(`  regel ${error.line}: ${error.message}`);
  }
} catch (error) {
  fail(`Importeren mislukt: ${(error as Error).message}`);
} finally {
  await database.close();
}
