import {
  EDUCATION_LEVELS,
  educationRule,
  HOURS_BUCKETS,
  hoursRule,
  MATCH_DISTANCE_BANDS,
  MATCH_WEIGHTS,
  type MatchVacancy,
} from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '../../../lib/sql-rows';
import { minimumDot, unitVector } from '../geo';
import type { ResolvedMatch } from '../match';

const NO_VACANCY: MatchVacancy = {
  distanceKm: null,
  educationLevel: null,
  jobTitleId: null,
  hoursMax: null,
  experienceYears: null,
  interestType: null,
};

/** `case <column> when 'a' then 25 … else 0 end` for the values that earn points. */
function pointsByValue(column: SQL, points: Array<[string, number]>): SQL | null {
  const earning = points.filter(([, value]) => value > 0);
  if (earning.length === 0) return null;
  return sql`(case ${column} ${sql.join(
    earning.map(([value, earned]) => sql`when ${value} then ${sql.raw(String(earned))}`),
    sql` `,
  )} else 0 end)`;
}

/**
 * The points of the explained match (packages/shared `matchVacancy`) over the search projection,
 * to order the filtered set by them. The per-value points come from the shared rules themselves
 * (every education level, every hours bucket), so the order and the score shown never disagree;
 * the distance is measured from the candidate's postal code, not from the search location.
 */
export function matchPointsSql({ profile, location }: ResolvedMatch): SQL {
  const parts: SQL[] = [];
  if (location) {
    const centre = unitVector(location.latitude, location.longitude);
    const dot = sql`(s.x * ${centre.x} + s.y * ${centre.y} + s.z * ${centre.z})`;
    parts.push(
      sql`(case when s.x is null then 0 ${sql.join(
        MATCH_DISTANCE_BANDS.map(
          (band) => sql`when ${dot} >= ${minimumDot(band.km)} then ${sql.raw(String(band.points))}`,
        ),
        sql` `,
      )} else 0 end)`,
    );
  }
  const education = pointsByValue(
    sql`s.education_level`,
    EDUCATION_LEVELS.map((level) => [
      level.code,
      educationRule(profile, { ...NO_VACANCY, educationLevel: level.code }).points,
    ]),
  );
  if (education) parts.push(education);
  if (profile.occupationIds.length > 0) {
    parts.push(
      sql`(case when s.job_title_id = any(${arrayParam([...profile.occupationIds], 'uuid')}) then ${sql.raw(
        String(MATCH_WEIGHTS.occupation),
      )} else 0 end)`,
    );
  }
  // Each bucket by its lowest hours: the projection keeps the bucket, and the rule reads only that.
  const hours = pointsByValue(
    sql`s.hours_bucket`,
    HOURS_BUCKETS.map((bucket) => [bucket.code, hoursRule(profile, { ...NO_VACANCY, hoursMax: bucket.min }).points]),
  );
  if (hours) parts.push(hours);
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`;
}
