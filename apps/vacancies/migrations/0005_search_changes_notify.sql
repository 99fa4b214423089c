-- What an explorer search counts (search.queries.ts: the total and the facet counts of the search
-- rows, with the names of employers and occupations, around the centre of a place or postal code)
-- announces every change on the channel vacancies_search_changed, delivered when the change
-- commits. An instance that keeps a search's counts in memory (docs/decisions.md, "Explorer counts
-- kept per search") forgets them all on it.
-- One statement-level trigger per table: an import's batch is one notification, not one per row
-- (PostgreSQL sends one per distinct payload per transaction anyway).
CREATE FUNCTION vacancies.notify_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vacancies_search_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies.vacancy_search
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies.notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER external_vacancies_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies.external_vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies.notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER internet_employers_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies.internet_employers
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies.notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER job_titles_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies.job_titles
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies.notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER places_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies.places
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies.notify_search_changed();
--> statement-breakpoint
CREATE TRIGGER postal_codes_search_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies.postal_codes
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies.notify_search_changed();
