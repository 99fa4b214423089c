CREATE TABLE "deeplinks" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_context_id" uuid NOT NULL,
	"target" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deeplinks" ADD CONSTRAINT "deeplinks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deeplinks" ADD CONSTRAINT "deeplinks_user_context_id_user_contexts_id_fk" FOREIGN KEY ("user_context_id") REFERENCES "public"."user_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deeplinks_token_hash_idx" ON "deeplinks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "deeplinks_expires_idx" ON "deeplinks" USING btree ("expires_at");