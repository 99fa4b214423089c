-- What the dossier list shows (dossier-list.repository.ts: the dossier, its track and track type,
-- the candidate's context, account and invitations, the profile's image, the personal file, the
-- coaches and their names) announces every change on the channel koers_dossiers_changed, with the
-- organisation as payload, delivered when the change commits. An instance that keeps list pages
-- in memory (docs/decisions.md "Cost per request") forgets that organisation's pages on it. A
-- person (users) belongs to no one organisation: a change to what the list shows of one announces
-- the empty payload, which means every organisation. PostgreSQL sends one notification per
-- distinct payload per transaction, so a change to many rows of one organisation is one message.
CREATE FUNCTION koers_notify_dossiers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('koers_dossiers_changed', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('koers_dossiers_changed', OLD.organization_id::text);
  ELSE
    PERFORM pg_notify('koers_dossiers_changed', NEW.organization_id::text);
    IF TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
      PERFORM pg_notify('koers_dossiers_changed', OLD.organization_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dossiers_list_changed
  AFTER INSERT OR UPDATE OR DELETE ON dossiers
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER tracks_list_changed
  AFTER INSERT OR UPDATE OR DELETE ON tracks
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER track_types_list_changed
  AFTER INSERT OR UPDATE OR DELETE ON track_types
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER candidate_invitations_list_changed
  AFTER INSERT OR UPDATE OR DELETE ON candidate_invitations
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER dossier_coaches_list_changed
  AFTER INSERT OR UPDATE OR DELETE ON dossier_coaches
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER user_contexts_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, user_id, user_type, team_member_id, dossier_id, disabled_at,
    pending_since ON user_contexts
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER team_members_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, user_id ON team_members
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, dossier_id, image_file_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER personal_files_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, dossier_id ON personal_files
  FOR EACH ROW EXECUTE FUNCTION koers_notify_dossiers_changed();
--> statement-breakpoint
CREATE TRIGGER users_list_changed
  AFTER DELETE OR UPDATE OF name, email, password_hash ON users
  FOR EACH STATEMENT EXECUTE FUNCTION koers_notify_dossiers_changed();
