import { once } from 'node:events';
import fs from 'node:fs';
import { CorpusGenerator } from '../demo/corpus-generator';
import { createProgress, formatCount } from '../lib/progress';
import { cliArguments, fail } from './cli-database';

// `npm run generate:vacancies -- --count N --seed S --out FILE [--now YYYY-MM-DD]`: writes the
// deterministic Dutch JobPosting corpus as JSON Lines.
const usage = 'npm run generate:vacancies -- --count 20000 --seed demo --out vacatures.jsonl [--now 2026-11-21]';
const { values } = cliArguments(['count', 'seed', 'out', 'now'], usage);
const count = Number(values.count ?? '20000');
if (!Number.isInteger(count) || count < 1) fail(`--count moet een positief geheel getal zijn.\nGebruik: ${usage}`);
if (typeof values.out !== 'string') fail(`Geef het uitvoerbestand op met --out.\nGebruik: ${usage}`);
const now = typeof values.now === 'string' ? new Date(`${values.now}T12:00:00Z`) : new Date();
if (Number.isNaN(now.getTime())) fail('--now moet een datum zijn als 2026-11-21.');

const generator = new CorpusGenerator({ count, seed: String(values.seed ?? 'koers'), now });
const out = fs.createWriteStream(values.out, { encoding: 'utf8' });
const progress = createProgress(count, 'advertenties');
let written = 0;
for (const record of generator.records()) {
  if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
  written++;
  if (written % 1000 === 0) progress.update(written);
}
progress.update(written);
progress.stop();
out.end();
await once(out, 'finish');
const { summary } = generator;
console.log(
  `${formatCount(summary.records)} advertenties geschreven naar ${values.out}: ${formatCount(summary.jobs)} unieke vacatures en ${formatCount(summary.reposts)} herplaatsingen (${Math.round((100 * summary.reposts) / Math.max(1, summary.records))}%).`,
);
