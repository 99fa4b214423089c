import { qualified } from '@koers/server-core/db/columns';
import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { employers } from '../../schema/employers.table';
import { internalVacancies } from '../../schema/internal-vacancies.table';

/** What the explorer reads of a published internal vacancy for its list, facets and match. */
export type ExplorerVacancyRow = {
  id: string;
  title: string;
  employerId: string;
  employerName: string;
  employerCity: string | null;
  employerWebsiteUrl: string | null;
  contactId: string | null;
  accountManagerId: string | null;
  contactThrough: 'employer' | 'account_manager';
  jobTitleId: string | null;
  jobTitleCode: string | null;
  jobTitleLabel: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  educationLevelCode: string | null;
  description: string | null;
  postalCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  startsAt: Date;
  endsAt: Date | null;
  /** Full-text rank of the words searched for (0 without words). */
  rank: number;
};

/**
 * Published: from startsAt until endsAt (exclusive), unless closed (docs/decisions.md "Internal
 * vacancies"). The same condition as the employers' active vacancy count.
 */
const publishedAt = (
  now: SQL,
) => sql`(${internalVacancies.startsAt} is not null and ${internalVacancies.startsAt} <= ${now}
  and (${internalVacancies.endsAt} is null or ${internalVacancies.endsAt} > ${now})
  and ${internalVacancies.closedAt} is null)`;
const published = publishedAt(sql`now()`);

const document = sql`to_tsvector('dutch', ${internalVacancies.title} || ' ' || coalesce(${internalVacancies.jobTitleLabel}, '')
  || ' ' || ${employers.name} || ' ' || coalesce(${internalVacancies.city}, '')
  || ' ' || coalesce(regexp_replace(${internalVacancies.description}, '<[^>]*>', ' ', 'g'), ''))`;

const columns = {
  id: internalVacancies.id,
  title: internalVacancies.title,
  employerId: internalVacancies.employerId,
  employerName: employers.name,
  employerCity: employers.city,
  employerWebsiteUrl: employers.websiteUrl,
  contactId: internalVacancies.contactId,
  accountManagerId: internalVacancies.accountManagerId,
  contactThrough: internalVacancies.contactThrough,
  jobTitleId: internalVacancies.jobTitleId,
  jobTitleCode: internalVacancies.jobTitleCode,
  jobTitleLabel: internalVacancies.jobTitleLabel,
  hoursMin: internalVacancies.hoursMin,
  hoursMax: internalVacancies.hoursMax,
  educationLevelCode: internalVacancies.educationLevelCode,
  description: internalVacancies.description,
  postalCode: internalVacancies.postalCode,
  city: internalVacancies.city,
  latitude: internalVacancies.latitude,
  longitude: internalVacancies.longitude,
  startsAt: internalVacancies.startsAt,
  endsAt: internalVacancies.endsAt,
};

/** SQL of a vacancy's custom field values as a JSON array (the custom-fields service's column), given SQL of the vacancy. */
export type VacancyValuesColumn<Value> = (vacancy: { organizationId: SQL; id: SQL }) => SQL<Value[]>;

type Selected<Value> = Omit<ExplorerVacancyRow, 'rank' | 'startsAt'> & {
  startsAt: Date | null;
  rank: unknown;
  customFieldValues: Value[];
};

const toRow = <Value>({ customFieldValues, ...row }: Selected<Value>) => ({
  row: {
    ...row,
    // Published rows always have a start (the condition above).
    startsAt: row.startsAt ?? new Date(0),
    rank: Number(row.rank ?? 0),
  } satisfies ExplorerVacancyRow,
  customFieldValues,
});

/**
 * The organisation's published vacancies that contain the words (full text in Dutch, or a part
 * of the title or employer's name) and were posted since `postedSince`; `ids` narrows to those.
 * An organisation has hundreds of its own vacancies, not millions: place, facets, match, sort
 * and page are worked out over these rows (docs/decisions.md). Each comes with its custom field
 * values, from the custom-fields service's column, in the same statement.
 */
export async function publishedExplorerVacancies<Value>(
  db: Db,
  organizationId: string,
  options: {
    q: string | null;
    postedSince: Date | null;
    ids: string[] | null;
    customFieldValues: VacancyValuesColumn<Value>;
    /** Published at this moment (a job's own clock); by default the database's now. */
    now?: Date;
  },
): Promise<Array<{ row: ExplorerVacancyRow; customFieldValues: Value[] }>> {
  const conditions: SQL[] = [
    eq(internalVacancies.organizationId, organizationId),
    options.now ? publishedAt(sql`${options.now.toISOString()}::timestamptz`) : published,
  ];
  if (options.postedSince) conditions.push(gte(internalVacancies.startsAt, options.postedSince));
  if (options.ids)
    conditions.push(inArray(internalVacancies.id, options.ids.length > 0 ? options.ids : [null as never]));
  let rank: SQL = sql`0`;
  if (options.q) {
    const query = sql`websearch_to_tsquery('dutch', ${options.q})`;
    const part = `%${escapeLike(options.q)}%`;
    conditions.push(
      sql`(${document} @@ ${query} or ${internalVacancies.title} ilike ${part} or ${employers.name} ilike ${part})`,
    );
    rank = sql`ts_rank(${document}, ${query}) + case when ${internalVacancies.title} ilike ${part} then 1 else 0 end`;
  }
  const vacancy = { organizationId: qualified(internalVacancies.organizationId), id: qualified(internalVacancies.id) };
  const rows = await db
    .select({ ...columns, rank: sql<unknown>`${rank}`, customFieldValues: options.customFieldValues(vacancy) })
    .from(internalVacancies)
    .innerJoin(
      employers,
      and(
        eq(employers.organizationId, internalVacancies.organizationId),
        eq(employers.id, internalVacancies.employerId),
      ),
    )
    .where(and(...conditions));
  return rows.map(toRow);
}

/** One published vacancy of the organisation with its custom field values; null when it is not (or no longer) published. */
export async function findPublishedExplorerVacancy<Value>(
  db: Db,
  organizationId: string,
  id: string,
  customFieldValues: VacancyValuesColumn<Value>,
): Promise<{ row: ExplorerVacancyRow; customFieldValues: Value[] } | null> {
  const [found] = await publishedExplorerVacancies(db, organizationId, {
    q: null,
    postedSince: null,
    ids: [id],
    customFieldValues,
  });
  return found ?? null;
}

/** Is this a vacancy of the organisation a candidate can see now (published)? */
export async function isPublished(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: internalVacancies.id })
    .from(internalVacancies)
    .where(and(eq(internalVacancies.organizationId, organizationId), eq(internalVacancies.id, id), published));
  return row !== undefined;
}
