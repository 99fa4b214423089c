ALTER TABLE "user_contexts" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_contexts" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
-- A person with a single context logged in only there: their last login is that context's.
UPDATE "user_contexts" SET "last_login_at" = "users"."last_login_at" FROM "users"
WHERE "users"."id" = "user_contexts"."user_id"
  AND (SELECT count(*) FROM "user_contexts" AS "other" WHERE "other"."user_id" = "users"."id") = 1;
