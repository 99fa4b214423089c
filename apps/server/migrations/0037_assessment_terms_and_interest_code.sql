CREATE TABLE "assessment_terms" (
	"organization_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" text NOT NULL,
	"price_cents" integer,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_terms_credits_check" CHECK ("assessment_terms"."credits" >= 0),
	CONSTRAINT "assessment_terms_price_check" CHECK ("assessment_terms"."price_cents" is null or "assessment_terms"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "paid_with_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "interest_code" text;--> statement-breakpoint
ALTER TABLE "assessment_terms" ADD CONSTRAINT "assessment_terms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_terms_test_idx" ON "assessment_terms" USING btree ("organization_id","assessment_id");