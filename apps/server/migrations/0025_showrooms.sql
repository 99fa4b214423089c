CREATE TABLE "showroom_recipients" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"employer_contact_id" uuid,
	"employer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showroom_recipients_one_target" CHECK (num_nonnulls("showroom_recipients"."employer_contact_id", "showroom_recipients"."employer_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "showrooms" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"contacts_allowed" boolean DEFAULT true NOT NULL,
	"content_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_team_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showroom_recipients" ADD CONSTRAINT "showroom_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_recipients" ADD CONSTRAINT "showroom_recipients_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_recipients" ADD CONSTRAINT "showroom_recipients_employer_contact_id_employer_contacts_id_fk" FOREIGN KEY ("employer_contact_id") REFERENCES "public"."employer_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_recipients" ADD CONSTRAINT "showroom_recipients_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showrooms" ADD CONSTRAINT "showrooms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showrooms" ADD CONSTRAINT "showrooms_created_by_team_member_id_team_members_id_fk" FOREIGN KEY ("created_by_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showroom_recipients_showroom_idx" ON "showroom_recipients" USING btree ("organization_id","showroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "showroom_recipients_contact_idx" ON "showroom_recipients" USING btree ("organization_id","showroom_id","employer_contact_id") WHERE "showroom_recipients"."employer_contact_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "showroom_recipients_employer_idx" ON "showroom_recipients" USING btree ("organization_id","showroom_id","employer_id") WHERE "showroom_recipients"."employer_id" is not null;--> statement-breakpoint
CREATE INDEX "showroom_recipients_contact_lookup_idx" ON "showroom_recipients" USING btree ("organization_id","employer_contact_id");--> statement-breakpoint
CREATE INDEX "showroom_recipients_employer_lookup_idx" ON "showroom_recipients" USING btree ("organization_id","employer_id");--> statement-breakpoint
CREATE INDEX "showrooms_organization_idx" ON "showrooms" USING btree ("organization_id","updated_at");