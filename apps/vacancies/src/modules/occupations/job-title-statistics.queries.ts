import type { Db } from '@koers/server-core/db/database';
import {
  AVAILABILITY_STALE_DAYS,
  ESTIMATE_ROUNDING,
  OCCUPATION_STATISTICS,
  type OccupationStatistics,
  ORGANIZATION_SIZES,
  SALARY_ROUNDING,
  SECTORS,
  VACANCY_COUNT_MONTHS,
  WORK_HOURS_BUCKETS,
  type WorkHoursBucket,
} from '@koers/shared';
import { sql } from 'drizzle-orm';
import { queryRows, toNullableNumber, toNumber } from '../../lib/sql-rows';

const DAY_MS = 86_400_000;

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** First day (UTC) of the month `offset` months before the month of `date`. */
function monthStart(date: Date, offset: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - offset, 1));
}

/**
 * The labour-market figures of one occupation (SPEC §3, §9), computed from the vacancy corpus:
 * counts for the 6 latest complete months (those the corpus covers); the estimate over the last 2 months (rounded to 5,
 * at least 5 when there is any); the trend against the 2 months before; everything else over the
 * last year. Regions give every province with its share; the web shows those of 10 % or more.
 */
export async function jobTitleStatistics(
  db: Db,
  jobTitleId: string,
  now: Date = new Date(),
): Promise<OccupationStatistics> {
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
  const twoMonthsAgo = new Date(now.getTime() - 61 * DAY_MS);
  const fourMonthsAgo = new Date(now.getTime() - 122 * DAY_MS);
  const firstMonth = monthStart(now, VACANCY_COUNT_MONTHS);
  const thisMonth = monthStart(now, 0);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const staleSince = new Date(today.getTime() - AVAILABILITY_STALE_DAYS * DAY_MS);
  const window = sql`v.job_title_id = ${jobTitleId} and v.posted_at >= ${yearAgo.toISOString()}::timestamptz and v.posted_at <= ${now.toISOString()}::timestamptz`;

  const [summary] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      count(*) filter (where v.posted_at >= ${twoMonthsAgo.toISOString()}::timestamptz) as recent,
      count(*) filter (where v.posted_at >= ${fourMonthsAgo.toISOString()}::timestamptz and v.posted_at < ${twoMonthsAgo.toISOString()}::timestamptz) as previous,
      percentile_cont(0.5) within group (order by (v.salary_min + coalesce(v.salary_max, v.salary_min)) / 2.0) as salary_median,
      min(v.salary_min) as salary_min,
      max(coalesce(v.salary_max, v.salary_min)) as salary_max,
      percentile_cont(0.5) within group (order by extract(epoch from v.valid_through - v.posted_at) / 86400)
        filter (where v.valid_through is not null) as lead_time,
      count(*) as total,
      count(*) filter (where (v.valid_through is null or v.valid_through >= ${today.toISOString()}::timestamptz)
        and (v.valid_through is not null or v.posted_at >= ${staleSince.toISOString()}::timestamptz)) as available,
      count(*) filter (where v.hours_max <= 8) as h0,
      count(*) filter (where v.hours_max > 8 and v.hours_max <= 16) as h1,
      count(*) filter (where v.hours_max > 16 and v.hours_max <= 24) as h2,
      count(*) filter (where v.hours_max > 24 and v.hours_max <= 32) as h3,
      count(*) filter (where v.hours_max > 32) as h4
    from vacancies.external_vacancies v where ${window}`,
  );
  const months = await queryRows<{ month: Date | string; n: unknown }>(
    db,
    sql`select date_trunc('month', v.posted_at at time zone 'UTC') as month, count(*) as n
        from vacancies.external_vacancies v
        where v.job_title_id = ${jobTitleId} and v.posted_at >= ${firstMonth.toISOString()}::timestamptz
          and v.posted_at < ${thisMonth.toISOString()}::timestamptz
        group by 1`,
  );
  // A month has a count only when the corpus covers all of it: a feed that started last week
  // knows nothing of the months before, and a zero there would be invented.
  const [coverage] = await queryRows<{ first: Date | string | null }>(
    db,
    sql`select min(s.posted_at) as first from vacancies.vacancy_search s`,
  );
  const coveredFrom = coverage?.first ? new Date(coverage.first) : null;
  const grouped = async (expression: string) =>
    queryRows<{ key: string | number | null; n: unknown }>(
      db,
      sql`select ${sql.raw(expression)} as key, count(*) as n from vacancies.external_vacancies v where ${window} group by 1`,
    );
  const experience = await grouped('v.work_experience_years');
  const education = await grouped('v.education_level_code');
  const regions = await grouped('v.province_code');
  const top = await queryRows<{ name: string; sector_code: string | null; size_code: string | null; n: unknown }>(
    db,
    sql`select e.name, e.sector_code, e.size_code, count(*) as n
        from vacancies.external_vacancies v join vacancies.internet_employers e on e.id = v.employer_id
        where ${window} group by e.id, e.name, e.sector_code, e.size_code
        order by n desc, e.name limit ${OCCUPATION_STATISTICS.topOrganizations}`,
  );

  const counts = new Map(months.map((row) => [new Date(row.month).toISOString().slice(0, 7), toNumber(row.n)]));
  const recent = toNumber(summary?.recent ?? 0);
  const previous = toNumber(summary?.previous ?? 0);
  const change = previous > 0 ? (recent - previous) / previous : null;
  const median = toNullableNumber(summary?.salary_median);
  const lead = toNullableNumber(summary?.lead_time);
  const regionTotal = regions.filter((row) => row.key !== null).reduce((sum, row) => sum + toNumber(row.n), 0);

  return {
    vacancyCounts: Array.from({ length: VACANCY_COUNT_MONTHS }, (_, index) =>
      monthStart(now, VACANCY_COUNT_MONTHS - index),
    )
      .filter((month) => coveredFrom !== null && coveredFrom <= month)
      .map((month) => ({
        date: month.toISOString().slice(0, 10),
        count: counts.get(month.toISOString().slice(0, 7)) ?? 0,
      })),
    vacancyCount: {
      estimate: recent === 0 ? 0 : Math.max(ESTIMATE_ROUNDING, roundTo(recent, ESTIMATE_ROUNDING)),
      trend:
        change === null
          ? recent > 0
            ? 'up'
            : 'stable'
          : change >= OCCUPATION_STATISTICS.trendThreshold
            ? 'up'
            : change <= -OCCUPATION_STATISTICS.trendThreshold
              ? 'down'
              : 'stable',
      trendPercentage: change === null ? null : Math.round(change * 100),
    },
    salary:
      median === null
        ? null
        : {
            median: roundTo(median, SALARY_ROUNDING),
            min: roundTo(toNumber(summary?.salary_min), SALARY_ROUNDING),
            max: roundTo(toNumber(summary?.salary_max), SALARY_ROUNDING),
          },
    leadTime: lead === null ? null : Math.round(lead),
    availability: { available: toNumber(summary?.available ?? 0), total: toNumber(summary?.total ?? 0) },
    workHours: Object.fromEntries(
      WORK_HOURS_BUCKETS.map((bucket, index) => [bucket, toNumber(summary?.[`h${index}`] ?? 0)]),
    ) as Record<WorkHoursBucket, number>,
    workExperienceYears: experience
      .filter((row) => row.key !== null)
      .map((row) => ({ years: toNumber(row.key), count: toNumber(row.n) }))
      .sort((a, b) => a.years - b.years),
    educationLevels: Object.fromEntries(
      education.filter((row) => row.key !== null).map((row) => [String(row.key), toNumber(row.n)]),
    ),
    regions: Object.fromEntries(
      regions
        .filter((row) => row.key !== null)
        .map((row) => [String(row.key), Math.round((1000 * toNumber(row.n)) / regionTotal) / 10])
        .sort((a, b) => (b[1] as number) - (a[1] as number)),
    ),
    topOrganizations: top.map((row) => ({
      name: row.name,
      industry: SECTORS.find((sector) => sector.code === row.sector_code)?.name ?? null,
      size: ORGANIZATION_SIZES.find((size) => size.code === row.size_code)?.long ?? null,
      count: toNumber(row.n),
    })),
  };
}

/** Vacancies of each occupation in the last 2 months: the count shown in the occupation list. */
export async function recentVacancyCounts(
  db: Db,
  jobTitleIds: string[],
  now: Date = new Date(),
): Promise<Map<string, number>> {
  if (jobTitleIds.length === 0) return new Map();
  const since = new Date(now.getTime() - 61 * DAY_MS);
  const rows = await queryRows<{ id: string; n: unknown }>(
    db,
    sql`select v.job_title_id as id, count(*) as n from vacancies.external_vacancies v
        where v.job_title_id in (${sql.join(
          jobTitleIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and v.posted_at >= ${since.toISOString()}::timestamptz
        group by 1`,
  );
  return new Map(rows.map((row) => [row.id, toNumber(row.n)]));
}
