ALTER TABLE "organizations" ADD COLUMN "help_link_staff" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "help_link_client" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "help_link_contact" text;