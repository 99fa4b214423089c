import { formatMonth } from '@koers/shared/calendar';
import { formatSeconds } from '../lib/progress';
import { compactSearchMonth } from '../modules/vacancies/vacancies.service';
import { cliArguments, fail, openCliDatabase } from './cli-database';

// `npm run compact:vacancies -- [JJJJ-MM …] [--standalone]`: rewrites months of the explorer's
// search table by place (see docs/operations.md). An import does this itself for the months it
// wrote a large share of; daily feeds fill a month bit by bit, so run this once the month is over.
const usage = 'npm run compact:vacancies -- [JJJJ-MM …] [--standalone]';
const { values, positionals } = cliArguments([], usage);
for (const month of positionals) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    fail(`Geen maand: ${month}. Schrijf een maand als 2026-10.\nGebruik: ${usage}`);
}
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};
const months = positionals.length > 0 ? positionals : [lastMonth()];

const database = await openCliDatabase(values.standalone === true);
try {
  for (const month of months) {
    const started = Date.now();
    const done = await compactSearchMonth(database, new Date(`${month}-01T00:00:00Z`));
    console.log(
      done
        ? `${formatMonth(month)}: zoektabel herschikt in ${formatSeconds((Date.now() - started) / 1000)}`
        : `${formatMonth(month)}: geen vacatures uit deze maand in de zoektabel`,
    );
  }
} finally {
  await database.close();
}
