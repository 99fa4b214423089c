import type { Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';
import type { AuthoredTraining } from '../../authored/trainings/authored-trainings';
import { arrayParam, chunks, queryRows, toNumber } from '../../lib/sql-rows';
import type { trainings } from '../../schema/trainings.table';

export type TrainingRow = Omit<typeof trainings.$inferSelect, 'searchVector'>;

const columns = sql`id, key, name, method, level, price, price_currency as "priceCurrency", duration,
  duration_unit as "durationUnit", description, url, keywords, isco_codes as "iscoCodes",
  created_at as "createdAt", updated_at as "updatedAt"`;

function fromRaw(row: Record<string, unknown>): TrainingRow {
  return { ...(row as TrainingRow), price: toNumber(row.price), duration: toNumber(row.duration) };
}

export function createTrainingsRepository(db: Db) {
  return {
    /** Brings the authored catalogue in: new keys are added, known keys updated, dropped keys removed. */
    async syncAuthored(entries: AuthoredTraining[]): Promise<void> {
      const keys = entries.map((entry) => entry.key);
      await db.execute(sql`delete from vacancies.trainings where not (key = any(${arrayParam(keys)}))`);
      for (const batch of chunks(entries, 100)) {
        for (const entry of batch) {
          await db.execute(sql`
            insert into vacancies.trainings
              (key, name, method, level, price, price_currency, duration, duration_unit, description, url, keywords, isco_codes, search_vector)
            values (${entry.key}, ${entry.name}, ${entry.method}, ${entry.level}, ${entry.price}, 'EUR', ${entry.duration},
              ${entry.durationUnit}, ${entry.description}, ${entry.url}, ${arrayParam(entry.keywords)}, ${arrayParam(entry.iscoCodes)},
              setweight(to_tsvector('dutch', ${entry.name}), 'A')
                || setweight(to_tsvector('dutch', ${entry.keywords.join(' ')}), 'A')
                || setweight(to_tsvector('dutch', ${entry.description}), 'C'))
            on conflict (key) do update set
              name = excluded.name, method = excluded.method, level = excluded.level, price = excluded.price,
              price_currency = excluded.price_currency, duration = excluded.duration, duration_unit = excluded.duration_unit,
              description = excluded.description, url = excluded.url, keywords = excluded.keywords,
              isco_codes = excluded.isco_codes, search_vector = excluded.search_vector, updated_at = now()`);
        }
      }
    },

    /**
     * Courses matching any word of the term (Dutch stemming), best first; courses tagged with
     * one of `iscoCodes` (an occupation found in the term) rank higher.
     */
    async match(words: string[], iscoCodes: string[], limit: number): Promise<TrainingRow[]> {
      if (words.length === 0 && iscoCodes.length === 0) return [];
      const prefixes = iscoCodes.flatMap((code) => [1, 2, 3, 4].map((length) => code.slice(0, length)));
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
        with query as (
          select coalesce(
            (select string_agg(q::text, ' | ')::tsquery
               from unnest(${arrayParam(words)}) word, lateral to_tsquery('dutch', word) q
              where numnode(q) > 0),
            ''::tsquery) as q
        )
        select ${columns},
          ts_rank(search_vector, query.q) + case when isco_codes && ${arrayParam(prefixes)} then 1 else 0 end as score
        from vacancies.trainings, query
        where (numnode(query.q) > 0 and search_vector @@ query.q) or isco_codes && ${arrayParam(prefixes)}
        order by score desc, name
        limit ${limit}`,
      );
      return rows.map(fromRaw);
    },
  };
}
