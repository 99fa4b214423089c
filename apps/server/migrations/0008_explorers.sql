CREATE TABLE "explorers" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"resource_type" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"index_configuration" jsonb NOT NULL,
	"detail_configuration" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "explorers" ADD CONSTRAINT "explorers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "explorers_organization_key_idx" ON "explorers" USING btree ("organization_id","key");