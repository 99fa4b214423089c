CREATE TABLE "contact_requests" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"employer_contact_id" uuid NOT NULL,
	"showroom_id" uuid,
	"requested_by_context_id" uuid NOT NULL,
	"message" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by_context_id" uuid,
	"decided_at" timestamp with time zone,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showroom_consents" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dossier_id" uuid NOT NULL,
	"candidate_granted_at" timestamp with time zone,
	"coach_granted_at" timestamp with time zone,
	"coach_granted_by_context_id" uuid,
	"contact_granted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_employer_contact_id_employer_contacts_id_fk" FOREIGN KEY ("employer_contact_id") REFERENCES "public"."employer_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_consents" ADD CONSTRAINT "showroom_consents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_consents" ADD CONSTRAINT "showroom_consents_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_dossier_idx" ON "contact_requests" USING btree ("organization_id","dossier_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_contact_idx" ON "contact_requests" USING btree ("organization_id","employer_contact_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_open_idx" ON "contact_requests" USING btree ("organization_id","employer_contact_id","dossier_id") WHERE "contact_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "showroom_consents_dossier_idx" ON "showroom_consents" USING btree ("organization_id","dossier_id");