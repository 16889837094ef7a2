-- Database roles (ADR 047, SECURITY.md #43). Migrations run as the owner of the tables; the application may connect
-- as a member of the NOLOGIN group role "mike_app", which gets what the application needs and no more: the audit
-- trail and the facturas rectificativas are read and appended to, never changed or removed; bills are never
-- removed and their issued invoices never written but once, by a function. Without a role "mike_app" (PGlite, or PostgreSQL used by one role) nothing is granted. Every statement
-- can run again: after creating "mike_app" on a database this migration already ran on, run this file once more
-- as the owner (psql -f).

-- pg-boss's schema exists before pg-boss starts, so that the application needs no CREATE on the database
-- (platform/jobs.ts starts pg-boss with createSchema: false).
CREATE SCHEMA IF NOT EXISTS "pgboss";
--> statement-breakpoint
-- An invoice is written into its bill once, by this function (invoices.ts): it runs with its owner's rights, so the
-- application needs no UPDATE on the invoice's columns, and it writes only a bill that has no invoice yet.
CREATE OR REPLACE FUNCTION "issue_bill_invoice"(bill_id uuid, number text, issued jsonb) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE "bills" SET "invoice_number" = number, "invoice" = issued WHERE "id" = bill_id AND "invoice_number" IS NULL;
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'mike_app') THEN
    RAISE NOTICE 'no role mike_app: nothing granted (ADR 047)';
    RETURN;
  END IF;
  -- The application cannot put objects where the owner's statements would find them (PostgreSQL 15's default,
  -- which a cluster upgraded from an older version does not have).
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  GRANT USAGE ON SCHEMA public TO mike_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO mike_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO mike_app;
  -- Append-only (ADR 032, ADR 030): their triggers refuse the same, and the privileges are the second wall.
  REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log", "credit_notes" FROM mike_app;
  -- A bill's status and the provider's data change, so the application may UPDATE those columns only; the invoice
  -- (number and content) is written once through issue_bill_invoice, and the trigger bills_invoice_immutable refuses
  -- any change to it afterwards. It never deletes a bill (a business's deletion cascades as the owner).
  REVOKE UPDATE, DELETE, TRUNCATE ON "bills" FROM mike_app;
  GRANT UPDATE ("status", "provider_invoice_id", "total_cents", "date", "url", "description", "quantity", "period_start", "period_end") ON "bills" TO mike_app;
  REVOKE ALL ON FUNCTION "issue_bill_invoice"(uuid, text, jsonb) FROM PUBLIC;
  GRANT EXECUTE ON FUNCTION "issue_bill_invoice"(uuid, text, jsonb) TO mike_app;
  -- Tables and sequences created later by the owner (the next migrations) are the application's to use. A table
  -- that must be append-only revokes what it must in its own migration.
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO mike_app;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO mike_app;
  -- pg-boss creates and alters its own tables at run time (install, upgrades, partitions, reindexing).
  GRANT USAGE, CREATE ON SCHEMA "pgboss" TO mike_app;
END $$;
