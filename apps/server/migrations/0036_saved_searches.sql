CREATE TABLE "saved_search_sent_vacancies" (
	"organization_id" uuid NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_sent_vacancies_organization_id_saved_search_id_vacancy_id_pk" PRIMARY KEY("organization_id","saved_search_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"explorer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"paused_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"created_by_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_sent_vacancies" ADD CONSTRAINT "saved_search_sent_vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent_vacancies" ADD CONSTRAINT "saved_search_sent_vacancies_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_explorer_id_explorers_id_fk" FOREIGN KEY ("explorer_id") REFERENCES "public"."explorers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_created_by_context_id_user_contexts_id_fk" FOREIGN KEY ("created_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_dossier_idx" ON "saved_searches" USING btree ("organization_id","dossier_id");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("last_alert_at");