-- The search projection becomes a table partitioned by posting month: a search in a period then
-- reads only that period's part of the text index (see docs/decisions.md, "Search at scale").
-- The rows are copied over and the old table dropped. New months are added by the import
-- (ensureSearchPartitions); a partitioned table's primary key holds the partition key.
ALTER TABLE "vacancies"."vacancy_search" RENAME TO "vacancy_search_unpartitioned";--> statement-breakpoint
ALTER TABLE "vacancies"."vacancy_search_unpartitioned" RENAME CONSTRAINT "vacancy_search_pkey" TO "vacancy_search_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "vacancies"."vacancy_search_unpartitioned" RENAME CONSTRAINT "vacancy_search_vacancy_id_external_vacancies_id_fk" TO "vacancy_search_unpartitioned_fk";--> statement-breakpoint
ALTER INDEX "vacancies"."vacancy_search_cell_day_idx" RENAME TO "vacancy_search_unpartitioned_cell_day_idx";--> statement-breakpoint
ALTER INDEX "vacancies"."vacancy_search_posted_at_idx" RENAME TO "vacancy_search_unpartitioned_posted_at_idx";--> statement-breakpoint
ALTER INDEX "vacancies"."vacancy_search_vector_idx" RENAME TO "vacancy_search_unpartitioned_vector_idx";--> statement-breakpoint
CREATE TABLE "vacancies"."vacancy_search" (
	"vacancy_id" uuid NOT NULL,
	"posted_day" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"valid_through_day" integer,
	"cell" integer,
	"x" double precision,
	"y" double precision,
	"z" double precision,
	"search_vector" "tsvector" NOT NULL,
	"education_level" text,
	"employment_type" text,
	"contract_type" text,
	"hours_bucket" text,
	"job_title_id" uuid,
	"sector" text,
	"province" text,
	"source_types" smallint NOT NULL,
	"via_intermediary" boolean NOT NULL,
	"employer_id" uuid NOT NULL,
	CONSTRAINT "vacancy_search_vacancy_id_posted_day_pk" PRIMARY KEY("vacancy_id","posted_day")
) PARTITION BY RANGE ("posted_day");--> statement-breakpoint
ALTER TABLE "vacancies"."vacancy_search" ADD CONSTRAINT "vacancy_search_vacancy_id_external_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "vacancies"."external_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_search_cell_day_idx" ON "vacancies"."vacancy_search" USING btree ("cell", "posted_day")
  INCLUDE ("vacancy_id", "posted_at", "valid_through_day", "x", "y", "z", "source_types", "education_level", "employment_type",
    "contract_type", "hours_bucket", "job_title_id", "sector", "province", "via_intermediary", "employer_id");--> statement-breakpoint
CREATE INDEX "vacancy_search_posted_at_idx" ON "vacancies"."vacancy_search" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "vacancy_search_vector_idx" ON "vacancies"."vacancy_search" USING gin ("search_vector");--> statement-breakpoint
-- One partition per month that holds rows (the same names and bounds as ensureSearchPartitions).
DO $$
DECLARE month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', to_timestamp(posted_day::float8 * 86400) AT TIME ZONE 'UTC')::date
      FROM "vacancies"."vacancy_search_unpartitioned" LOOP
    EXECUTE format('CREATE TABLE "vacancies".%I PARTITION OF "vacancies"."vacancy_search" FOR VALUES FROM (%s) TO (%s)',
      'vacancy_search_' || to_char(month, 'YYYY_MM'),
      month - date '1970-01-01', (month + interval '1 month')::date - date '1970-01-01');
  END LOOP;
END $$;--> statement-breakpoint
-- A place's rows of a month next to each other: a search near a town reads few pages.
INSERT INTO "vacancies"."vacancy_search" SELECT * FROM "vacancies"."vacancy_search_unpartitioned" ORDER BY "cell", "posted_day";--> statement-breakpoint
DROP TABLE "vacancies"."vacancy_search_unpartitioned";
