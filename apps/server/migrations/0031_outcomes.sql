CREATE TABLE "dossier_outcome_changes" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outcome_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"changed_by_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_outcomes" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ended_on" date NOT NULL,
	"end_reason" text,
	"employer_id" uuid,
	"employer_name" text,
	"function_title" text,
	"occupation_id" uuid,
	"occupation_label" text,
	"hours_per_week" integer,
	"contract_type" text,
	"employment_starts_on" date,
	"employed_after_six_months" text DEFAULT 'unknown' NOT NULL,
	"note" text,
	"recorded_by_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dossier_outcome_changes" ADD CONSTRAINT "dossier_outcome_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_outcome_changes" ADD CONSTRAINT "dossier_outcome_changes_outcome_id_dossier_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."dossier_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_outcomes" ADD CONSTRAINT "dossier_outcomes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_outcomes" ADD CONSTRAINT "dossier_outcomes_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_outcomes" ADD CONSTRAINT "dossier_outcomes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_outcome_changes_outcome_idx" ON "dossier_outcome_changes" USING btree ("organization_id","outcome_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_outcomes_dossier_idx" ON "dossier_outcomes" USING btree ("organization_id","dossier_id");--> statement-breakpoint
CREATE INDEX "dossier_outcomes_ended_on_idx" ON "dossier_outcomes" USING btree ("organization_id","ended_on");