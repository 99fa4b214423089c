DROP INDEX "vacancies"."vacancy_search_day_idx";--> statement-breakpoint
CREATE INDEX "vacancy_search_posted_at_idx" ON "vacancies"."vacancy_search" USING btree ("posted_at");--> statement-breakpoint
-- The (cell, day) index carries every column a location search reads, so the base set of a
-- search is an index-only scan (drizzle-kit cannot express INCLUDE; same name and key columns).
DROP INDEX "vacancies"."vacancy_search_cell_day_idx";--> statement-breakpoint
CREATE INDEX "vacancy_search_cell_day_idx" ON "vacancies"."vacancy_search" USING btree ("cell", "posted_day")
  INCLUDE ("vacancy_id", "posted_at", "valid_through_day", "x", "y", "z", "source_types", "education_level", "employment_type",
    "contract_type", "hours_bucket", "job_title_id", "sector", "province", "via_intermediary", "employer_id");
