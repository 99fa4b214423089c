-- The vacancies service keeps all its tables in its own schema; it never reads the main backend's.
CREATE SCHEMA IF NOT EXISTS vacancies;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
