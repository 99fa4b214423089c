import { randomUUID } from 'node:crypto';
import type { Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';
import { arrayParam, queryRows } from '../../../lib/sql-rows';
import { refreshSearchRows, refreshSearchRowsOfEmployers } from '../../vacancies/vacancies.service';
import { resolveEmployers } from './employer-resolver.repository';
import { hammingDistance } from './fingerprints';
import type { NormalizedEmployer } from './normalize-posting';
import {
  type PreparedRecord,
  REPOST_MAX_SIMHASH_DISTANCE,
  REPOST_MAX_SIMHASH_DISTANCE_ANY_TITLE,
  REPOST_WINDOW_DAYS,
} from './prepared-record';

export type RecordOutcome = 'created' | 'merged' | 'updated' | 'unchanged';
export type BatchResult = { outcomes: RecordOutcome[] };

type Candidate = {
  id: string;
  dedupBlock: string;
  titleKey: string;
  simhash: bigint;
  postedAt: number;
  jobTitleId: string | null;
};

const DAY_MS = 86_400_000;

function isRepost(candidate: Candidate, record: PreparedRecord): boolean {
  if (Math.abs(candidate.postedAt - record.posting.postedAt.getTime()) > REPOST_WINDOW_DAYS * DAY_MS) return false;
  if (candidate.titleKey === record.posting.titleKey) return true;
  // Ads of one employer share intro, benefits and procedure: similar texts alone are not enough,
  // unless they are near-identical.
  const distance = hammingDistance(candidate.simhash, record.posting.simhash);
  const sameOccupation = candidate.jobTitleId !== null && candidate.jobTitleId === record.jobTitleId;
  return (
    distance <= REPOST_MAX_SIMHASH_DISTANCE_ANY_TITLE || (sameOccupation && distance <= REPOST_MAX_SIMHASH_DISTANCE)
  );
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The vacancy columns a posting fills, in the shape of `jsonb_to_recordset` below. */
function vacancyValues(record: PreparedRecord) {
  const { posting, location } = record;
  return {
    title: posting.title,
    title_key: posting.titleKey,
    simhash: posting.simhash.toString(),
    dedup_block: record.dedupBlock,
    full_text: posting.fullText,
    posted_at: posting.postedAt.toISOString(),
    valid_through: posting.validThrough?.toISOString() ?? null,
    education_level_code: posting.educationLevelCode,
    employment_type_code: posting.employmentTypeCode,
    contract_type_code: posting.contractTypeCode,
    profession_code: record.professionCode,
    job_title_id: record.jobTitleId,
    hours_min: posting.hoursMin,
    hours_max: posting.hoursMax,
    salary_min: posting.salary?.min ?? null,
    salary_max: posting.salary?.max ?? null,
    salary_currency: posting.salary?.currency ?? null,
    salary_unit: posting.salary?.unit ?? null,
    work_experience_years: posting.workExperienceYears,
    city: location.city,
    postal_code: location.postalCode,
    province_code: location.provinceCode,
    latitude: location.latitude,
    longitude: location.longitude,
    via_intermediary: posting.viaIntermediary,
    contact_name: posting.employer.name,
    contact_person: posting.contactPerson,
    contact_email: posting.contactEmail,
    contact_phone: posting.contactPhone,
    contact_address: humanAddress(posting.employer, record),
    contact_latitude: location.latitude,
    contact_longitude: location.longitude,
    function_profile: posting.functionProfile,
    profile: posting.profile,
    benefits: posting.benefits,
    application_procedure: posting.applicationProcedure,
    employer_description: posting.employerDescription,
  };
}

function humanAddress(employer: NormalizedEmployer, record: PreparedRecord): string | null {
  const address = employer.address ?? record.posting.address;
  const line = [address.postalCode, address.city ?? record.location.city].filter(Boolean).join(' ');
  const parts = [address.street, line].filter((part) => part && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

const RECORD_FIELDS = `title text, title_key text, simhash bigint,
  dedup_block text, full_text text, posted_at timestamptz, valid_through timestamptz, education_level_code text,
  employment_type_code text, contract_type_code text, profession_code text, job_title_id uuid, hours_min real,
  hours_max real, salary_min integer, salary_max integer, salary_currency text, salary_unit text,
  work_experience_years smallint, city text, postal_code text, province_code text, latitude float8, longitude float8,
  via_intermediary boolean, contact_name text, contact_person text, contact_email text, contact_phone text,
  contact_address text, contact_latitude float8, contact_longitude float8, function_profile text, profile text,
  benefits text, application_procedure text, employer_description text`;
const VACANCY_RECORD = sql.raw(`r(id uuid, employer_id uuid, default_source_id uuid, ${RECORD_FIELDS})`);

const VACANCY_COLUMNS = sql.raw(`id, employer_id, default_source_id, title, title_key, simhash, dedup_block, full_text,
  posted_at, valid_through, education_level_code, employment_type_code, contract_type_code, profession_code,
  job_title_id, hours_min, hours_max, salary_min, salary_max, salary_currency, salary_unit, work_experience_years,
  city, postal_code, province_code, latitude, longitude, via_intermediary, contact_name, contact_person,
  contact_email, contact_phone, contact_address, contact_latitude, contact_longitude, function_profile, profile,
  benefits, application_procedure, employer_description`);

/** Fields a repost may fill in when the first posting left them empty. */
const FILLABLE = [
  'valid_through',
  'education_level_code',
  'employment_type_code',
  'contract_type_code',
  'profession_code',
  'job_title_id',
  'hours_min',
  'hours_max',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_unit',
  'work_experience_years',
  'postal_code',
  'province_code',
  'latitude',
  'longitude',
  'contact_person',
  'contact_email',
  'contact_phone',
  'contact_address',
  'function_profile',
  'profile',
  'benefits',
  'application_procedure',
  'employer_description',
] as const;

const FIELD_TYPES = new Map(RECORD_FIELDS.split(',').map((field) => field.trim().split(/\s+/) as [string, string]));
/** A repost sends only what it may fill in: not the text, which it never changes. */
const REPOST_RECORD = sql.raw(
  `r(id uuid, source_id uuid, employer_site boolean, ${FILLABLE.map((column) => `${column} ${FIELD_TYPES.get(column)}`).join(', ')})`,
);
const FILLS = sql.raw(FILLABLE.map((column) => `${column} = coalesce(v.${column}, r.${column})`).join(', '));
const FILLS_A_GAP = sql.raw(FILLABLE.map((column) => `(v.${column} is null and r.${column} is not null)`).join(' or '));

/**
 * Writes a batch of prepared postings in the caller's transaction: a posting seen before is
 * skipped (or updated when its content changed), a repost of a known job becomes one more
 * source of that vacancy, anything else a new vacancy. The search projection follows in the
 * same transaction, so a vacancy is never searchable half-written.
 */
export async function writeBatch(db: Db, records: PreparedRecord[]): Promise<BatchResult> {
  const outcomes: RecordOutcome[] = [];
  const keys = records.map((record) => record.posting.sourceKey);
  const known = await queryRows<{
    id: string;
    source_key: string;
    content_hash: string;
    vacancy_id: string;
    is_default: boolean;
  }>(
    db,
    sql`select s.id, s.source_key, s.content_hash, s.vacancy_id, (v.default_source_id = s.id) as is_default
        from vacancies.vacancy_sources s join vacancies.external_vacancies v on v.id = s.vacancy_id
        where s.source_key = any(${arrayParam(keys)})`,
  );
  const knownByKey = new Map(known.map((row) => [row.source_key, row]));

  const fresh = records.filter((record) => !knownByKey.has(record.posting.sourceKey));
  const blocks = [...new Set(fresh.map((record) => record.dedupBlock))];
  const times = fresh.map((record) => record.posting.postedAt.getTime());
  const candidates = new Map<string, Candidate[]>();
  if (fresh.length > 0) {
    const rows = await queryRows<{
      id: string;
      dedup_block: string;
      title_key: string;
      simhash: string | bigint;
      posted_at: Date | string;
      job_title_id: string | null;
    }>(
      db,
      sql`select id, dedup_block, title_key, simhash, posted_at, job_title_id from vacancies.external_vacancies
          where dedup_block = any(${arrayParam(blocks)})
            and posted_at between ${new Date(Math.min(...times) - REPOST_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz
                              and ${new Date(Math.max(...times) + REPOST_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz`,
    );
    for (const row of rows) {
      const list = candidates.get(row.dedup_block) ?? [];
      list.push({
        id: row.id,
        dedupBlock: row.dedup_block,
        titleKey: row.title_key,
        simhash: BigInt(row.simhash),
        postedAt: new Date(row.posted_at).getTime(),
        jobTitleId: row.job_title_id,
      });
      candidates.set(row.dedup_block, list);
    }
  }

  const created: Array<{ record: PreparedRecord; id: string; sourceId: string }> = [];
  const merged: Array<{ record: PreparedRecord; vacancyId: string; sourceId: string }> = [];
  const changed: Array<{ record: PreparedRecord; source: (typeof known)[number] }> = [];
  const seenKeys = new Set<string>();
  for (const record of records) {
    const key = record.posting.sourceKey;
    const source = knownByKey.get(key);
    if (source) {
      if (source.content_hash === record.posting.contentHash) outcomes.push('unchanged');
      else {
        changed.push({ record, source });
        source.content_hash = record.posting.contentHash;
        outcomes.push('updated');
      }
      continue;
    }
    if (seenKeys.has(key)) {
      // The same posting twice in one file: the first one counts.
      outcomes.push('unchanged');
      continue;
    }
    seenKeys.add(key);
    const pool = candidates.get(record.dedupBlock) ?? [];
    const match = pool.find((candidate) => isRepost(candidate, record));
    if (match) {
      merged.push({ record, vacancyId: match.id, sourceId: randomUUID() });
      outcomes.push('merged');
      continue;
    }
    const id = randomUUID();
    created.push({ record, id, sourceId: randomUUID() });
    pool.push({
      id,
      dedupBlock: record.dedupBlock,
      titleKey: record.posting.titleKey,
      simhash: record.posting.simhash,
      postedAt: record.posting.postedAt.getTime(),
      jobTitleId: record.jobTitleId,
    });
    candidates.set(record.dedupBlock, pool);
    outcomes.push('created');
  }

  let sectorFilled: string[] = [];
  if (created.length > 0) {
    const resolved = await resolveEmployers(
      db,
      created.map((entry) => entry.record),
    );
    const { employerIds } = resolved;
    sectorFilled = resolved.sectorFilled;
    const values = created.map(({ record, id, sourceId }) => ({
      id,
      employer_id: employerIds.get(record),
      default_source_id: sourceId,
      ...vacancyValues(record),
    }));
    await db.execute(sql`insert into vacancies.external_vacancies (${VACANCY_COLUMNS})
      select ${VACANCY_COLUMNS} from jsonb_to_recordset(${json(values)}) as ${VACANCY_RECORD}`);
  }
  const sourceRows = [
    ...created.map(({ record, id, sourceId }) => ({ record, vacancyId: id, sourceId })),
    ...merged,
  ].map(({ record, vacancyId, sourceId }) => ({
    id: sourceId,
    vacancy_id: vacancyId,
    source_key: record.posting.sourceKey,
    source_url: record.posting.sourceUrl,
    domain: record.posting.domain,
    source_type: record.posting.sourceType,
    found_at: record.posting.postedAt.toISOString(),
    title: record.posting.title,
    content_hash: record.posting.contentHash,
  }));
  if (sourceRows.length > 0) {
    await db.execute(sql`
      insert into vacancies.vacancy_sources (id, vacancy_id, source_key, source_url, domain, source_type, found_at, title, content_hash)
      select id, vacancy_id, source_key, source_url, domain, source_type, found_at, title, content_hash
      from jsonb_to_recordset(${json(sourceRows)}) as r(id uuid, vacancy_id uuid, source_key text, source_url text,
        domain text, source_type text, found_at timestamptz, title text, content_hash text)`);
  }
  if (merged.length > 0) await applyReposts(db, merged);
  for (const { record, source } of changed) await applyChange(db, record, source);

  const changedText = new Set(
    changed.filter((entry) => entry.source.is_default).map((entry) => entry.source.vacancy_id),
  );
  const reposted = new Set(merged.map((entry) => entry.vacancyId));
  const touched = new Set([...created.map((entry) => entry.id), ...reposted, ...changedText]);
  // Only a changed text can move a vacancy to another posting day; a repost leaves title and text
  // as they were, so its vector is kept while its head is the same.
  if (touched.size > 0)
    await refreshSearchRows(db, [...touched], {
      existingIds: [...changedText],
      sameTextIds: [...reposted].filter((id) => !changedText.has(id)),
    });
  // Rare (once per employer at most): the sector facet of the employer's earlier vacancies.
  await refreshSearchRowsOfEmployers(db, sectorFilled, [...touched]);
  return { outcomes };
}

/**
 * A repost fills what the vacancy still lacked, and an employer's own site becomes the default
 * source (the original, most complete text) once it is found.
 */
async function applyReposts(db: Db, merged: Array<{ record: PreparedRecord; vacancyId: string; sourceId: string }>) {
  // Several reposts of one vacancy in a batch fold into one row: the first value found wins.
  const byVacancy = new Map<string, Record<string, unknown>>();
  for (const { record, vacancyId, sourceId } of merged) {
    const all: Record<string, unknown> = vacancyValues(record);
    const values: Record<string, unknown> = {};
    for (const column of FILLABLE) values[column] = all[column];
    const current = byVacancy.get(vacancyId);
    const employerSite = record.posting.sourceType === 'employer_site';
    if (!current) {
      byVacancy.set(vacancyId, { ...values, id: vacancyId, source_id: sourceId, employer_site: employerSite });
      continue;
    }
    for (const column of FILLABLE)
      if (current[column] === null || current[column] === undefined) current[column] = values[column];
    if (employerSite && !current.employer_site) Object.assign(current, { source_id: sourceId, employer_site: true });
  }
  const employerSiteFound = sql`r.employer_site and not exists (
    select 1 from vacancies.vacancy_sources d where d.id = v.default_source_id and d.source_type = 'employer_site')`;
  // Most reposts fill nothing in: their vacancy is left as it is, without a new row version.
  await db.execute(sql`
    update vacancies.external_vacancies v set ${FILLS},
      default_source_id = case when ${employerSiteFound} then r.source_id else v.default_source_id end,
      updated_at = now()
    from jsonb_to_recordset(${json([...byVacancy.values()])}) as ${REPOST_RECORD}
    where v.id = r.id and (${FILLS_A_GAP} or ${employerSiteFound})`);
}

/** A known posting whose content changed: its source follows; the vacancy too when it is the default source. */
async function applyChange(
  db: Db,
  record: PreparedRecord,
  source: { id: string; vacancy_id: string; is_default: boolean },
) {
  await db.execute(sql`
    update vacancies.vacancy_sources set title = ${record.posting.title}, source_url = ${record.posting.sourceUrl},
      content_hash = ${record.posting.contentHash}, updated_at = now()
    where id = ${source.id}`);
  if (!source.is_default) return;
  const value = { id: source.vacancy_id, ...vacancyValues(record) };
  const columns = Object.keys(value)
    .filter((column) => column !== 'id' && column !== 'dedup_block')
    .map((column) => `${column} = r.${column}`)
    .join(', ');
  await db.execute(sql`
    update vacancies.external_vacancies v set ${sql.raw(columns)}, updated_at = now()
    from jsonb_to_record(${json(value)}) as ${VACANCY_RECORD}
    where v.id = r.id`);
}
