CREATE TABLE "toolbox_items" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_context_id" uuid,
	"updated_by_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolbox_reads" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"dossier_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolbox_shares" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"dossier_id" uuid,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_by_context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "toolbox_items" ADD CONSTRAINT "toolbox_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_items" ADD CONSTRAINT "toolbox_items_created_by_context_id_user_contexts_id_fk" FOREIGN KEY ("created_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_items" ADD CONSTRAINT "toolbox_items_updated_by_context_id_user_contexts_id_fk" FOREIGN KEY ("updated_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_reads" ADD CONSTRAINT "toolbox_reads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_reads" ADD CONSTRAINT "toolbox_reads_item_id_toolbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."toolbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_reads" ADD CONSTRAINT "toolbox_reads_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_shares" ADD CONSTRAINT "toolbox_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_shares" ADD CONSTRAINT "toolbox_shares_item_id_toolbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."toolbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_shares" ADD CONSTRAINT "toolbox_shares_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_shares" ADD CONSTRAINT "toolbox_shares_shared_by_context_id_user_contexts_id_fk" FOREIGN KEY ("shared_by_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "toolbox_items_organization_idx" ON "toolbox_items" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "toolbox_reads_item_dossier_idx" ON "toolbox_reads" USING btree ("organization_id","item_id","dossier_id");--> statement-breakpoint
CREATE INDEX "toolbox_shares_item_idx" ON "toolbox_shares" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "toolbox_shares_dossier_idx" ON "toolbox_shares" USING btree ("organization_id","dossier_id");