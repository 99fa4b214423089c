-- The access log keeps no foreign keys (docs/decisions.md, "Dossier access log"): the organisation's
-- cascade could never pass the append-only trigger, and the check cost every entry a lookup and
-- a row lock of the organisation.
ALTER TABLE "dossier_access_log" DROP CONSTRAINT "dossier_access_log_organization_id_organizations_id_fk";
