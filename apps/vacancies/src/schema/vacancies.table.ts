import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobTitles } from './occupations.table';
import { vacanciesSchema } from './vacancies-schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Internet vacancies are public labour-market data that no Koers organisation owns: they carry
 * no organization_id, and every user context that may explore vacancies sees the same rows.
 */

/** Employers found on the internet (the "organization" of an external vacancy). */
export const internetEmployers = vacanciesSchema.table(
  'internet_employers',
  {
    id: idColumn(),
    /** Dedup key: `kvk:<number>` when the KvK number is known, else `naam:<normalised name>`. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** Lower case without legal form, punctuation or diacritics: for search and matching. */
    searchName: text('search_name').notNull(),
    cocNumber: text('coc_number'),
    city: text('city'),
    sectorCode: text('sector_code'),
    activity: text('activity'),
    sizeCode: text('size_code'),
    websiteUrl: text('website_url'),
    linkedinId: text('linkedin_id'),
    /** A staffing agency or other intermediary (schema.org EmploymentAgency). */
    isIntermediary: boolean('is_intermediary').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('internet_employers_key_idx').on(table.key),
    index('internet_employers_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
  ],
);

/** One job, however many sites posted it (see `vacancy_sources`). */
export const externalVacancies = vacanciesSchema.table(
  'external_vacancies',
  {
    id: idColumn(),
    /** Reposts are looked for among vacancies of the same block: employer and place. */
    dedupBlock: text('dedup_block').notNull(),
    /** The title reduced to its core (no hours, gender marks, place or decoration). */
    titleKey: text('title_key').notNull(),
    /** 64-bit SimHash of the plain text: reposts differ in a few bits at most. */
    simhash: bigint('simhash', { mode: 'bigint' }).notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    fullText: text('full_text').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull(),
    validThrough: timestamp('valid_through', { withTimezone: true, mode: 'date' }),
    educationLevelCode: text('education_level_code'),
    employmentTypeCode: text('employment_type_code'),
    contractTypeCode: text('contract_type_code'),
    /** ISCO-08 unit group of the occupation. */
    professionCode: text('profession_code'),
    jobTitleId: uuid('job_title_id').references(() => jobTitles.id, { onDelete: 'set null' }),
    hoursMin: real('hours_min'),
    hoursMax: real('hours_max'),
    /** Gross salary per month in euro, converted from hour or year amounts. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    /** The unit the feed gave the salary in: HOUR, WEEK, MONTH or YEAR. */
    salaryUnit: text('salary_unit'),
    workExperienceYears: smallint('work_experience_years'),
    city: text('city'),
    postalCode: text('postal_code'),
    provinceCode: text('province_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => internetEmployers.id),
    viaIntermediary: boolean('via_intermediary').notNull().default(false),
    contactName: text('contact_name'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactAddress: text('contact_address'),
    contactLatitude: doublePrecision('contact_latitude'),
    contactLongitude: doublePrecision('contact_longitude'),
    functionProfile: text('function_profile'),
    profile: text('profile'),
    benefits: text('benefits'),
    applicationProcedure: text('application_procedure'),
    employerDescription: text('employer_description'),
    defaultSourceId: uuid('default_source_id'),
    ...timestamps(),
  },
  (table) => [
    index('external_vacancies_dedup_block_idx').on(table.dedupBlock, table.postedAt),
    index('external_vacancies_job_title_idx').on(table.jobTitleId, table.postedAt),
    index('external_vacancies_employer_idx').on(table.employerId, table.postedAt),
  ],
);

/** Where a vacancy was found: one row per site (and posting) that published it. */
export const vacancySources = vacanciesSchema.table(
  'vacancy_sources',
  {
    id: idColumn(),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => externalVacancies.id, { onDelete: 'cascade' }),
    /** `domain|identifier` of the posting: the same posting imported again is recognised by it. */
    sourceKey: text('source_key').notNull(),
    sourceUrl: text('source_url'),
    domain: text('domain').notNull(),
    sourceType: text('source_type').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true, mode: 'date' }).notNull(),
    title: text('title').notNull(),
    /** Hash of the normalised record: unchanged postings are skipped on re-import. */
    contentHash: text('content_hash').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('vacancy_sources_source_key_idx').on(table.sourceKey),
    index('vacancy_sources_vacancy_idx').on(table.vacancyId),
  ],
);

/**
 * The search projection of a vacancy: one narrow row with what the explorer filters, counts and
 * ranks on, so a search never touches the wide vacancy rows until it fetches one page.
 * `cell` is a grid cell of 0.1° latitude by 0.15° longitude; x/y/z the unit vector of the
 * location, so a radius test is one dot product (see docs/decisions.md).
 * Partitioned by posting month (migration 0003; `ensureSearchPartitions` adds months), so a
 * search in a period reads only that period's part of the text index.
 */
export const vacancySearch = vacanciesSchema.table(
  'vacancy_search',
  {
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => externalVacancies.id, { onDelete: 'cascade' }),
    /** Days since 1970-01-01 (UTC) of the posting date and the closing date: the period filter. */
    postedDay: integer('posted_day').notNull(),
    /** The exact posting moment: the order of "newest first". */
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull(),
    validThroughDay: integer('valid_through_day'),
    cell: integer('cell'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    z: doublePrecision('z'),
    searchVector: tsvector('search_vector').notNull(),
    educationLevel: text('education_level'),
    employmentType: text('employment_type'),
    contractType: text('contract_type'),
    hoursBucket: text('hours_bucket'),
    jobTitleId: uuid('job_title_id'),
    sector: text('sector'),
    province: text('province'),
    /** Bit per source type (SOURCE_TYPES order): a vacancy may be on several kinds of site. */
    sourceTypes: smallint('source_types').notNull(),
    viaIntermediary: boolean('via_intermediary').notNull(),
    employerId: uuid('employer_id').notNull(),
  },
  (table) => [
    // A partitioned table's keys hold its partition key.
    primaryKey({ columns: [table.vacancyId, table.postedDay] }),
    // Location searches: a few dozen cells, each a range of days. Migration 0002 makes this index
    // cover every column the search reads, so narrowing, counting and paging never visit the table.
    index('vacancy_search_cell_day_idx').on(table.cell, table.postedDay),
    // The same key without the covered columns, for a search with words: the text index and this
    // one are combined by row id (a bitmap AND), which needs only ids, and the covering index
    // holds 35 times the pages for them (see docs/benchmarks.md, "Search at scale").
    index('vacancy_search_cell_day_ids_idx').on(table.cell, table.postedDay),
    // Searches without a location: the period as a range of posting moments.
    index('vacancy_search_posted_at_idx').on(table.postedAt),
    index('vacancy_search_vector_idx').using('gin', table.searchVector),
  ],
);
