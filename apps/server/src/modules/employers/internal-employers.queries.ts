import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import type { InternalEmployer } from '@koers/shared';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { employers } from '../../schema/employers.table';
import { internalVacancies } from '../../schema/internal-vacancies.table';
import { publishedVacancySql } from './employers.repository';

/**
 * The read model of `employers-internal` (SPEC §2.2, §6): the organisation's employers as its
 * candidates and staff see them — not archived, with at least one published internal vacancy —
 * and those published vacancies. Nothing of account managers, contacts or archived employers.
 */

export type InternalEmployerRow = InternalEmployer & { organizationId: string };

export type PublishedVacancyRow = {
  id: string;
  employerId: string;
  title: string;
  city: string | null;
  jobTitleLabel: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  educationLevelCode: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
};

const ofEmployer = sql`${internalVacancies.organizationId} = ${employers.organizationId} and ${internalVacancies.employerId} = ${employers.id}`;
const publishedCount = sql<number>`(select count(*)::int from ${internalVacancies} where ${ofEmployer} and ${publishedVacancySql})`;
const hasPublished = sql`exists (select 1 from ${internalVacancies} where ${ofEmployer} and ${publishedVacancySql})`;

const selection = {
  id: employers.id,
  organizationId: employers.organizationId,
  name: employers.name,
  city: employers.city,
  street: employers.street,
  houseNumber: employers.houseNumber,
  postalCode: employers.postalCode,
  websiteUrl: employers.websiteUrl,
  publishedVacancyCount: publishedCount,
};

function visible(organizationId: string): SQL | undefined {
  return and(eq(employers.organizationId, organizationId), isNull(employers.archivedAt), hasPublished);
}

/** Employers with published vacancies, by name; `q` searches name and place. */
export async function listInternalEmployers(
  db: Db,
  options: { organizationId: string; q: string | undefined; page: { size: number; offset: number }; count: boolean },
): Promise<{ rows: InternalEmployerRow[]; count: number | null }> {
  const pattern = options.q ? `%${escapeLike(options.q.trim())}%` : null;
  const where = and(
    visible(options.organizationId),
    pattern ? or(sql`${employers.name} ilike ${pattern}`, sql`${employers.city} ilike ${pattern}`) : undefined,
  );
  const rows = await db
    .select(selection)
    .from(employers)
    .where(where)
    .orderBy(sql`lower(${employers.name}) asc`, asc(employers.id))
    .limit(options.page.size)
    .offset(options.page.offset);
  if (!options.count) return { rows, count: null };
  const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(employers).where(where);
  return { rows, count: counted?.value ?? 0 };
}

/** One employer of the organisation, while it is visible (not archived, with a published vacancy). */
export async function findInternalEmployer(
  db: Db,
  organizationId: string,
  id: string,
): Promise<InternalEmployerRow | null> {
  const [row] = await db
    .select(selection)
    .from(employers)
    .where(and(visible(organizationId), eq(employers.id, id)));
  return row ?? null;
}

/** The published internal vacancies of one employer, the newest first. */
export function publishedVacanciesOf(
  db: Db,
  organizationId: string,
  employerId: string,
): Promise<PublishedVacancyRow[]> {
  return db
    .select({
      id: internalVacancies.id,
      employerId: internalVacancies.employerId,
      title: internalVacancies.title,
      city: internalVacancies.city,
      jobTitleLabel: internalVacancies.jobTitleLabel,
      hoursMin: internalVacancies.hoursMin,
      hoursMax: internalVacancies.hoursMax,
      educationLevelCode: internalVacancies.educationLevelCode,
      startsAt: internalVacancies.startsAt,
      endsAt: internalVacancies.endsAt,
    })
    .from(internalVacancies)
    .where(
      and(
        eq(internalVacancies.organizationId, organizationId),
        eq(internalVacancies.employerId, employerId),
        publishedVacancySql,
      ),
    )
    .orderBy(sql`${internalVacancies.startsAt} desc`, asc(internalVacancies.id));
}
