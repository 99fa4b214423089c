CREATE TABLE "favorites" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_context_id" uuid NOT NULL,
	"favorable_type" text NOT NULL,
	"favorable_id" uuid NOT NULL,
	"explorer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_vacancies" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"vacancy_type" text NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"vacancy_state_id" uuid NOT NULL,
	"explorer_id" uuid,
	"created_by_context_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_activities" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_vacancy_id" uuid NOT NULL,
	"action" text NOT NULL,
	"event_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_state_id" uuid,
	"to_state_id" uuid,
	"actor_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	"group_position" integer NOT NULL,
	"group_label" text NOT NULL,
	"user_actionable" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_context_id_user_contexts_id_fk" FOREIGN KEY ("user_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_vacancy_state_id_vacancy_states_id_fk" FOREIGN KEY ("vacancy_state_id") REFERENCES "public"."vacancy_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_created_by_context_id_user_contexts_id_fk" FOREIGN KEY ("created_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_activities" ADD CONSTRAINT "vacancy_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_activities" ADD CONSTRAINT "vacancy_activities_saved_vacancy_id_saved_vacancies_id_fk" FOREIGN KEY ("saved_vacancy_id") REFERENCES "public"."saved_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_activities" ADD CONSTRAINT "vacancy_activities_from_state_id_vacancy_states_id_fk" FOREIGN KEY ("from_state_id") REFERENCES "public"."vacancy_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_activities" ADD CONSTRAINT "vacancy_activities_to_state_id_vacancy_states_id_fk" FOREIGN KEY ("to_state_id") REFERENCES "public"."vacancy_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_activities" ADD CONSTRAINT "vacancy_activities_actor_context_id_user_contexts_id_fk" FOREIGN KEY ("actor_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_context_favorable_idx" ON "favorites" USING btree ("organization_id","user_context_id","favorable_type","favorable_id");--> statement-breakpoint
CREATE INDEX "favorites_favorable_idx" ON "favorites" USING btree ("organization_id","favorable_type","favorable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vacancies_dossier_vacancy_idx" ON "saved_vacancies" USING btree ("organization_id","dossier_id","vacancy_type","vacancy_id");--> statement-breakpoint
CREATE INDEX "saved_vacancies_vacancy_idx" ON "saved_vacancies" USING btree ("organization_id","vacancy_type","vacancy_id");--> statement-breakpoint
CREATE INDEX "vacancy_activities_saved_vacancy_idx" ON "vacancy_activities" USING btree ("organization_id","saved_vacancy_id","event_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_states_code_idx" ON "vacancy_states" USING btree ("code");