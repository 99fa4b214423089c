CREATE TABLE "candidate_assessments" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"assessment_id" text NOT NULL,
	"assessment_name" text NOT NULL,
	"provider_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_demo" boolean NOT NULL,
	"state" text NOT NULL,
	"chosen_by_context_id" uuid,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_chosen_by_context_id_user_contexts_id_fk" FOREIGN KEY ("chosen_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_assessments_dossier_idx" ON "candidate_assessments" USING btree ("organization_id","dossier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_assessments_open_idx" ON "candidate_assessments" USING btree ("organization_id","dossier_id","assessment_id") WHERE state in ('assigned', 'started');