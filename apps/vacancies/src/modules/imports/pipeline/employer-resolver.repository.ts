import { randomUUID } from 'node:crypto';
import type { Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';
import { arrayParam, queryRows } from '../../../lib/sql-rows';
import type { PreparedRecord } from './prepared-record';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

type EmployerRow = {
  id: string;
  key: string;
  search_name: string;
  coc_number: string | null;
  website_url: string | null;
  sector_code: string | null;
  size_code: string | null;
  linkedin_id: string | null;
  city: string | null;
  activity: string | null;
};

/**
 * Finds or creates the internet employer of each record: by KvK number, else by name. Also gives
 * the existing employers whose sector this filled in: their other vacancies' search rows name it.
 */
export async function resolveEmployers(
  db: Db,
  records: PreparedRecord[],
): Promise<{ employerIds: Map<PreparedRecord, string>; sectorFilled: string[] }> {
  const employers = records.map((record) => record.posting.employer);
  const cocs = [...new Set(employers.map((employer) => employer.cocNumber).filter((coc): coc is string => !!coc))];
  const names = [...new Set(employers.map((employer) => employer.searchName))];
  const existing = await queryRows<EmployerRow>(
    db,
    sql`select id, key, search_name, coc_number, website_url, sector_code, size_code, linkedin_id, city, activity
        from vacancies.internet_employers
        -- As hashed subplans: \`= any(array)\` under \`or\` compared every row with every name, a
        -- scan that grew with the table (15 of PostgreSQL's 48 s at 100,000 ads).
        where coc_number in (select unnest(${arrayParam(cocs)})) or search_name in (select unnest(${arrayParam(names)}))`,
  );
  const byCoc = new Map(existing.filter((row) => row.coc_number).map((row) => [row.coc_number as string, row]));
  const byName = new Map<string, EmployerRow>();
  for (const row of existing) if (!byName.has(row.search_name) || !row.coc_number) byName.set(row.search_name, row);

  const result = new Map<PreparedRecord, string>();
  const inserts: Array<Record<string, unknown>> = [];
  const fills = new Map<string, Record<string, unknown>>();
  for (const record of records) {
    const employer = record.posting.employer;
    let row = (employer.cocNumber ? byCoc.get(employer.cocNumber) : undefined) ?? byName.get(employer.searchName);
    if (!row) {
      row = {
        id: randomUUID(),
        key: employer.cocNumber ? `kvk:${employer.cocNumber}` : `naam:${employer.searchName}`,
        search_name: employer.searchName,
        coc_number: employer.cocNumber,
        website_url: employer.websiteUrl,
        sector_code: employer.sectorCode,
        size_code: employer.sizeCode,
        linkedin_id: employer.linkedinId,
        city: employer.city ?? record.location.city,
        activity: employer.activity,
      };
      inserts.push({ ...row, name: employer.name, is_intermediary: employer.isIntermediary });
      if (employer.cocNumber) byCoc.set(employer.cocNumber, row);
      byName.set(employer.searchName, row);
    } else {
      // A site that knows more about the employer than the first one did fills the gaps.
      const fill: Record<string, unknown> = {};
      const current = row;
      const gaps: Array<[keyof EmployerRow, string | null]> = [
        ['coc_number', employer.cocNumber],
        ['website_url', employer.websiteUrl],
        ['sector_code', employer.sectorCode],
        ['size_code', employer.sizeCode],
        ['linkedin_id', employer.linkedinId],
        ['activity', employer.activity],
      ];
      for (const [column, value] of gaps) {
        if (current[column] === null && value) {
          fill[column] = value;
          (current as Record<string, unknown>)[column] = value;
        }
      }
      if (employer.cocNumber && current.coc_number === employer.cocNumber) byCoc.set(employer.cocNumber, current);
      if (Object.keys(fill).length > 0) fills.set(current.id, { ...(fills.get(current.id) ?? {}), ...fill });
    }
    result.set(record, row.id);
  }
  if (inserts.length > 0) {
    await db.execute(sql`
      insert into vacancies.internet_employers
        (id, key, name, search_name, coc_number, city, sector_code, activity, size_code, website_url, linkedin_id, is_intermediary)
      select id, key, name, search_name, coc_number, city, sector_code, activity, size_code, website_url, linkedin_id, is_intermediary
      from jsonb_to_recordset(${json(inserts)}) as r(id uuid, key text, name text, search_name text, coc_number text,
        city text, sector_code text, activity text, size_code text, website_url text, linkedin_id text, is_intermediary boolean)`);
  }
  for (const [id, fill] of fills) {
    await db.execute(sql`
      update vacancies.internet_employers e set
        coc_number = coalesce(e.coc_number, f.coc_number), website_url = coalesce(e.website_url, f.website_url),
        sector_code = coalesce(e.sector_code, f.sector_code), size_code = coalesce(e.size_code, f.size_code),
        linkedin_id = coalesce(e.linkedin_id, f.linkedin_id), activity = coalesce(e.activity, f.activity),
        updated_at = now()
      from jsonb_to_record(${json(fill)}) as f(coc_number text, website_url text, sector_code text, size_code text,
        linkedin_id text, activity text)
      where e.id = ${id}`);
  }
  return {
    employerIds: result,
    sectorFilled: [...fills].filter(([, fill]) => fill.sector_code !== undefined).map(([id]) => id),
  };
}
