CREATE TABLE "employer_account_managers" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_vacancies" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"contact_id" uuid,
	"account_manager_id" uuid,
	"contact_through" text DEFAULT 'employer' NOT NULL,
	"title" text NOT NULL,
	"job_title_id" uuid,
	"job_title_code" text,
	"job_title_label" text,
	"hours_min" integer,
	"hours_max" integer,
	"education_level_code" text,
	"description" text,
	"postal_code" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "national_branch_id" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "employer_account_managers" ADD CONSTRAINT "employer_account_managers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_account_managers" ADD CONSTRAINT "employer_account_managers_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_vacancies" ADD CONSTRAINT "internal_vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_vacancies" ADD CONSTRAINT "internal_vacancies_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_vacancies" ADD CONSTRAINT "internal_vacancies_contact_id_employer_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."employer_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_vacancies" ADD CONSTRAINT "internal_vacancies_account_manager_id_team_members_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_account_managers_member_idx" ON "employer_account_managers" USING btree ("organization_id","employer_id","team_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_account_managers_primary_idx" ON "employer_account_managers" USING btree ("organization_id","employer_id") WHERE "primary";--> statement-breakpoint
CREATE INDEX "employer_account_managers_team_member_idx" ON "employer_account_managers" USING btree ("organization_id","team_member_id");--> statement-breakpoint
CREATE INDEX "internal_vacancies_organization_employer_idx" ON "internal_vacancies" USING btree ("organization_id","employer_id");--> statement-breakpoint
CREATE INDEX "internal_vacancies_organization_contact_idx" ON "internal_vacancies" USING btree ("organization_id","contact_id");--> statement-breakpoint
CREATE INDEX "employers_organization_national_id_idx" ON "employers" USING btree ("organization_id","national_id");--> statement-breakpoint
-- Hand-written: the team member an employer's account manager is (drizzle's table cannot name it without an import cycle).
ALTER TABLE "employer_account_managers" ADD CONSTRAINT "employer_account_managers_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
