-- The dossier access log is append-only (docs/decisions.md "Dossier access log"): rows are never
-- changed, and removed only by a deliberate purge that sets koers.purge_access_log for its transaction.
CREATE FUNCTION koers_dossier_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('koers.purge_access_log', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'dossier_access_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER dossier_access_log_append_only BEFORE UPDATE OR DELETE ON dossier_access_log
  FOR EACH ROW EXECUTE FUNCTION koers_dossier_access_log_append_only();
