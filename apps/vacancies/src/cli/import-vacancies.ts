import fs from 'node:fs';
import { formatMonth } from '@koers/shared/calendar';
import { createProgress, formatCount, formatSeconds } from '../lib/progress';
import { fileChunks, readFeed } from '../modules/imports/pipeline/feed-reader';
import { importFeed } from '../modules/imports/pipeline/import-feed';
import { cliArguments, fail, openCliDatabase } from './cli-database';

// `npm run import:vacancies -- FILE [--source DOMAIN] [--standalone]`: imports a JobPosting feed
// (JSON Lines or a JSON array) through the pipeline.
const usage = 'npm run import:vacancies -- BESTAND [--source domein.nl] [--standalone]';
const { values, positionals } = cliArguments(['source'], usage);
const file = positionals[0] ?? fail(`Geef het bestand op.\nGebruik: ${usage}`);
if (!fs.existsSync(file)) fail(`Bestand niet gevonden: ${file}`);

const database = await openCliDatabase(values.standalone === true);
const size = fs.statSync(file).size;
let bytes = 0;
async function* counted() {
  for await (const chunk of fileChunks(file)) {
    bytes += Buffer.byteLength(chunk);
    yield chunk;
  }
}
const progress = createProgress(Math.ceil(size / 1024), 'kB');
const started = Date.now();
const stats = await importFeed({
  database,
  items: readFeed(counted()),
  kind: 'file',
  source: file,
  defaultDomain: typeof values.source === 'string' ? values.source : null,
  onProgress: (current) =>
    progress.update(Math.ceil(bytes / 1024), {
      count: current.read,
      extra: ` | ${formatCount(current.read)} records`,
    }),
});
progress.update(Math.ceil(size / 1024), { count: stats.read });
progress.stop();
await database.close();

const seconds = Math.max(0.001, (Date.now() - started) / 1000);
console.log(
  [
    `Gelezen: ${formatCount(stats.read)} records in ${formatSeconds(seconds)} (${formatCount(Math.round(stats.read / seconds))} per seconde)`,
    `Nieuwe vacatures: ${formatCount(stats.created)}`,
    `Herplaatsingen samengevoegd: ${formatCount(stats.merged)}`,
    `Bijgewerkt: ${formatCount(stats.updated)}`,
    `Ongewijzigd (al geïmporteerd): ${formatCount(stats.unchanged)}`,
    `Overgeslagen wegens fouten: ${formatCount(stats.failed)}`,
    `Zoektabel herschikt op plaats: ${stats.compactedMonths.length > 0 ? stats.compactedMonths.map(formatMonth).join(', ') : 'geen maand'}`,
  ].join('\n'),
);
for (const error of stats.errors.slice(0, 100)) console.log(`  regel ${error.line}: ${error.message}`);
if (stats.errors.length > 100) console.log(`  … en nog ${formatCount(stats.failed - 100)} fouten`);
process.exit(stats.read > 0 && stats.failed === stats.read ? 1 : 0);
