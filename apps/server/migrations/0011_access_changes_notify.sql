-- What a request's access check reads (the session, the person, the user context, its organisation
-- and that organisation's authentication requirements) announces every change on the channel
-- koers_access_changed, delivered when the change commits. An instance that keeps access checks
-- in memory (docs/decisions.md "Cost per request") forgets them on it. Touching a session's
-- last_seen_at changes nothing a check decides on, so it is not announced.
CREATE FUNCTION koers_notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('koers_access_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_changed
  AFTER DELETE OR UPDATE OF user_id, token_hash, expires_at, mfa_verified_at ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION koers_notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER users_access_changed
  AFTER DELETE OR UPDATE OF email, name, mfa_enabled_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION koers_notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER user_contexts_access_changed
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, user_id, user_type, rights, role_type_id, team_member_id,
    dossier_id, employer_contact_id, disabled_at, pending_since, last_login_at ON user_contexts
  FOR EACH STATEMENT EXECUTE FUNCTION koers_notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER organizations_access_changed
  AFTER DELETE OR UPDATE OF name, subscription_ends_on, features ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION koers_notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER authentication_requirements_access_changed
  AFTER INSERT OR DELETE OR UPDATE ON authentication_requirements
  FOR EACH STATEMENT EXECUTE FUNCTION koers_notify_access_changed();
