CREATE TABLE "vacancies"."authored_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."isco_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"label_nl" text NOT NULL,
	"level" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."job_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label_nl" text NOT NULL,
	"alt_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"isco_code" text,
	"esco_uri" text,
	"authored_key" text,
	"description" text,
	"search_text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."places" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"province_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer,
	"postal_code_from" integer,
	"postal_code_to" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."postal_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"place_name" text NOT NULL,
	"municipality" text,
	"province_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"level" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"price_currency" text NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"isco_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."external_vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedup_block" text NOT NULL,
	"title_key" text NOT NULL,
	"simhash" bigint NOT NULL,
	"title" text NOT NULL,
	"full_text" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"valid_through" timestamp with time zone,
	"education_level_code" text,
	"employment_type_code" text,
	"contract_type_code" text,
	"profession_code" text,
	"job_title_id" uuid,
	"hours_min" real,
	"hours_max" real,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"salary_unit" text,
	"work_experience_years" smallint,
	"city" text,
	"postal_code" text,
	"province_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"employer_id" uuid NOT NULL,
	"via_intermediary" boolean DEFAULT false NOT NULL,
	"contact_name" text,
	"contact_person" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_address" text,
	"contact_latitude" double precision,
	"contact_longitude" double precision,
	"function_profile" text,
	"profile" text,
	"benefits" text,
	"application_procedure" text,
	"employer_description" text,
	"default_source_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."internet_employers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"coc_number" text,
	"city" text,
	"sector_code" text,
	"activity" text,
	"size_code" text,
	"website_url" text,
	"linkedin_id" text,
	"is_intermediary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."vacancy_search" (
	"vacancy_id" uuid PRIMARY KEY NOT NULL,
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
	"employer_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies"."vacancy_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"source_url" text,
	"domain" text NOT NULL,
	"source_type" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies"."external_vacancies" ADD CONSTRAINT "external_vacancies_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "vacancies"."job_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies"."external_vacancies" ADD CONSTRAINT "external_vacancies_employer_id_internet_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "vacancies"."internet_employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies"."vacancy_search" ADD CONSTRAINT "vacancy_search_vacancy_id_external_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "vacancies"."external_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies"."vacancy_sources" ADD CONSTRAINT "vacancy_sources_vacancy_id_external_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "vacancies"."external_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_code_idx" ON "vacancies"."job_titles" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_esco_uri_idx" ON "vacancies"."job_titles" USING btree ("esco_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_authored_key_idx" ON "vacancies"."job_titles" USING btree ("authored_key");--> statement-breakpoint
CREATE INDEX "job_titles_isco_code_idx" ON "vacancies"."job_titles" USING btree ("isco_code");--> statement-breakpoint
CREATE INDEX "job_titles_search_text_trgm_idx" ON "vacancies"."job_titles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_search_name_idx" ON "vacancies"."places" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "places_postal_code_range_idx" ON "vacancies"."places" USING btree ("postal_code_from","postal_code_to");--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_key_idx" ON "vacancies"."trainings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "trainings_search_vector_idx" ON "vacancies"."trainings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "external_vacancies_dedup_block_idx" ON "vacancies"."external_vacancies" USING btree ("dedup_block","posted_at");--> statement-breakpoint
CREATE INDEX "external_vacancies_job_title_idx" ON "vacancies"."external_vacancies" USING btree ("job_title_id","posted_at");--> statement-breakpoint
CREATE INDEX "external_vacancies_employer_idx" ON "vacancies"."external_vacancies" USING btree ("employer_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "internet_employers_key_idx" ON "vacancies"."internet_employers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "internet_employers_search_name_trgm_idx" ON "vacancies"."internet_employers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancy_search_cell_day_idx" ON "vacancies"."vacancy_search" USING btree ("cell","posted_day");--> statement-breakpoint
CREATE INDEX "vacancy_search_day_idx" ON "vacancies"."vacancy_search" USING btree ("posted_day");--> statement-breakpoint
CREATE INDEX "vacancy_search_vector_idx" ON "vacancies"."vacancy_search" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_sources_source_key_idx" ON "vacancies"."vacancy_sources" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "vacancy_sources_vacancy_idx" ON "vacancies"."vacancy_sources" USING btree ("vacancy_id");