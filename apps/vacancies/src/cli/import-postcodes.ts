import fs from 'node:fs';
import { createProgress, formatCount } from '../lib/progress';
import { importPostcodes, parseGeonamesPostcodes } from '../modules/places/postcodes-import';
import { cliArguments, fail, openCliDatabase } from './cli-database';

// `npm run import:postcodes -- FILE`: imports the GeoNames postal-code dump of the Netherlands
// (NL.txt from download.geonames.org/export/zip; CC BY 4.0, credit GeoNames).
const usage = 'npm run import:postcodes -- NL.txt [--standalone]';
const { values, positionals } = cliArguments([], usage);
const file = positionals[0] ?? fail(`Geef het bestand op.\nGebruik: ${usage}`);
if (!fs.existsSync(file)) fail(`Bestand niet gevonden: ${file}`);

const { rows, stats } = parseGeonamesPostcodes(fs.readFileSync(file, 'utf8'));
const database = await openCliDatabase(values.standalone === true);
const progress = createProgress(rows.length, 'postcodes');
await importPostcodes(database.db, rows, (done) => progress.update(done));
progress.stop();
await database.close();
console.log(
  `Gelezen: ${formatCount(stats.read)} regels; ${formatCount(stats.imported)} postcodes (PC4) geïmporteerd; ${formatCount(stats.errors.length)} overgeslagen.`,
);
for (const error of stats.errors.slice(0, 100)) console.log(`  regel ${error.line}: ${error.message}`);
