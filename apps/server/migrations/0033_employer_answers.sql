CREATE TABLE "employer_answers" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internal_vacancy_id" uuid NOT NULL,
	"dossier_id" uuid NOT NULL,
	"saved_vacancy_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"note" text,
	"answered_by_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employer_answers" ADD CONSTRAINT "employer_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_answers" ADD CONSTRAINT "employer_answers_internal_vacancy_id_internal_vacancies_id_fk" FOREIGN KEY ("internal_vacancy_id") REFERENCES "public"."internal_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_answers" ADD CONSTRAINT "employer_answers_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_answers" ADD CONSTRAINT "employer_answers_saved_vacancy_id_saved_vacancies_id_fk" FOREIGN KEY ("saved_vacancy_id") REFERENCES "public"."saved_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_answers" ADD CONSTRAINT "employer_answers_answered_by_context_id_user_contexts_id_fk" FOREIGN KEY ("answered_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_answers_vacancy_idx" ON "employer_answers" USING btree ("organization_id","internal_vacancy_id","dossier_id","created_at");