CREATE TABLE "toolbox_item_files" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "dossier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "toolbox_item_files" ADD CONSTRAINT "toolbox_item_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_item_files" ADD CONSTRAINT "toolbox_item_files_item_id_toolbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."toolbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_item_files" ADD CONSTRAINT "toolbox_item_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "toolbox_item_files_file_idx" ON "toolbox_item_files" USING btree ("organization_id","file_id");--> statement-breakpoint
CREATE INDEX "toolbox_item_files_item_idx" ON "toolbox_item_files" USING btree ("organization_id","item_id","position");