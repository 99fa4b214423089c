import type { Db } from '@koers/server-core/db/database';
import { CsvError, parse } from 'csv-parse/sync';
import { normalizeText } from '../../lib/text';
import { createOccupationsRepository, type IscoGroupInput, type JobTitleInput } from './occupations.repository';

export type EscoImportStats = {
  kind: 'occupations' | 'isco_groups';
  read: number;
  created: number;
  updated: number;
  merged: number;
  /** Vacancies whose search rows were rebuilt because their occupation's label changed. */
  vacanciesRelabelled: number;
  errors: Array<{ line: number; message: string }>;
};

type EscoOccupation = JobTitleInput & { line: number };

/**
 * The rows of an ESCO export (RFC 4180: fields in double quotes hold commas, newlines and
 * doubled quotes), each with the line it starts on for the error list.
 */
function readCsv(text: string): Array<{ line: number; fields: string[] }> {
  // csv-parse counts lines up to the end of a record; a field may span several.
  const lines: number[] = [];
  const endLine = (record: string[], { lines: end }: { lines: number }) => {
    lines.push(end - record.reduce((count, field) => count + field.split('\n').length - 1, 0));
    return record;
  };
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_records_with_empty_values: true,
      on_record: endLine,
    });
    return records.map((fields, index) => ({ line: lines[index] ?? 0, fields }));
  } catch (error) {
    if (error instanceof CsvError) throw new Error(`Het bestand is geen geldige CSV (regel ${error.lines}).`);
    throw error;
  }
}

/**
 * Reads an ESCO CSV export: `occupations_nl.csv` (conceptType Occupation) or the ISCO groups
 * (conceptType ISCOGroup). Columns are found by header name, so column order may differ.
 */
export function parseEscoCsv(text: string): {
  kind: EscoImportStats['kind'];
  occupations: EscoOccupation[];
  groups: Array<IscoGroupInput & { line: number }>;
  errors: EscoImportStats['errors'];
} {
  const [header, ...rows] = readCsv(text);
  if (!header) throw new Error('Het bestand is leeg.');
  const column = (name: string) => header.fields.indexOf(name);
  const type = column('conceptType');
  const uri = column('conceptUri');
  const label = column('preferredLabel');
  const code = column('code');
  if (type === -1 || uri === -1 || label === -1 || code === -1) {
    throw new Error('Dit is geen ESCO-CSV: de kolommen conceptType, conceptUri, preferredLabel en code zijn nodig.');
  }
  const errors: EscoImportStats['errors'] = [];
  const occupations: EscoOccupation[] = [];
  const groups: Array<IscoGroupInput & { line: number }> = [];
  const isco = column('iscoGroup');
  const alt = column('altLabels');
  const status = column('status');
  const description = column('description');
  for (const row of rows) {
    const value = (index: number) => (index === -1 ? '' : (row.fields[index] ?? '').trim());
    const conceptType = value(type);
    if (conceptType === 'ISCOGroup') {
      if (!/^\d{1,4}$/.test(value(code)) || !value(label)) {
        errors.push({ line: row.line, message: 'ISCO-groep zonder geldige code of label' });
        continue;
      }
      groups.push({ line: row.line, code: value(code), labelNl: value(label), source: 'esco' });
    } else if (conceptType === 'Occupation') {
      if (status !== -1 && value(status) && value(status) !== 'released') continue;
      if (!value(label) || !value(uri) || !value(code)) {
        errors.push({ line: row.line, message: 'beroep zonder label, URI of code' });
        continue;
      }
      const iscoCode = /^\d{4}$/.test(value(isco)) ? value(isco) : (/^(\d{4})/.exec(value(code))?.[1] ?? null);
      occupations.push({
        line: row.line,
        code: value(code),
        labelNl: value(label),
        altLabels: value(alt)
          .split('\n')
          .map((entry) => entry.trim())
          .filter(Boolean),
        iscoCode,
        escoUri: value(uri),
        authoredKey: null,
        description: value(description) || null,
        source: 'esco',
      });
    } else if (conceptType) {
      errors.push({ line: row.line, message: `onbekend conceptType ${conceptType}` });
    }
  }
  return { kind: groups.length > occupations.length ? 'isco_groups' : 'occupations', occupations, groups, errors };
}

/**
 * Imports ESCO occupations or ISCO groups in one transaction. An occupation already imported
 * (same URI) is updated; an authored occupation with the same label in the same ISCO group
 * is taken over (keeps its id and its vacancies, gets the ESCO code and labels); the rest is
 * added. ESCO's group labels replace the authored ones.
 */
export async function importEsco(
  db: Db,
  text: string,
  /**
   * Rebuilds the search rows of the vacancies of the occupations whose label changed, in the
   * import's transaction (the vacancies module's; the composition passes it in), and counts them.
   */
  refreshSearchRowsOf: (tx: Db, jobTitleIds: string[]) => Promise<number>,
): Promise<EscoImportStats> {
  const parsed = parseEscoCsv(text);
  const stats: EscoImportStats = {
    kind: parsed.kind,
    read: parsed.occupations.length + parsed.groups.length,
    created: 0,
    updated: 0,
    merged: 0,
    vacanciesRelabelled: 0,
    errors: parsed.errors,
  };
  await db.transaction(async (tx) => {
    const repo = createOccupationsRepository(tx as unknown as Db);
    if (parsed.groups.length > 0) {
      await repo.upsertIscoGroups(
        parsed.groups.map(({ line: _line, ...group }) => group),
        { overwrite: true },
      );
      stats.updated += parsed.groups.length;
    }
    if (parsed.occupations.length === 0) return;
    const existing = new Map(
      (await repo.findByEscoUris(parsed.occupations.map((o) => o.escoUri as string))).map((row) => [row.escoUri, row]),
    );
    const authored = new Map<string, { id: string; labelNl: string }>();
    for (const row of await repo.unlinkedAuthored())
      authored.set(`${row.iscoCode}|${normalizeText(row.labelNl)}`, { id: row.id, labelNl: row.labelNl });
    const inserts: JobTitleInput[] = [];
    const relabelled: string[] = [];
    for (const { line: _line, ...occupation } of parsed.occupations) {
      const known = existing.get(occupation.escoUri);
      const { authoredKey: _key, ...fields } = occupation;
      if (known) {
        await repo.updateJobTitle(known.id, fields);
        if (known.labelNl !== fields.labelNl) relabelled.push(known.id);
        stats.updated++;
        continue;
      }
      const authoredKey = `${occupation.iscoCode}|${normalizeText(occupation.labelNl)}`;
      const authoredRow = authored.get(authoredKey);
      if (authoredRow) {
        await repo.updateJobTitle(authoredRow.id, fields);
        // The same label once normalised, but ESCO's spelling may differ (capitals, accents).
        if (authoredRow.labelNl !== fields.labelNl) relabelled.push(authoredRow.id);
        authored.delete(authoredKey);
        stats.merged++;
        continue;
      }
      inserts.push(occupation);
    }
    await repo.insertJobTitles(inserts);
    stats.created += inserts.length;
    stats.vacanciesRelabelled = await refreshSearchRowsOf(tx as unknown as Db, relabelled);
  });
  return stats;
}
