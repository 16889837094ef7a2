CREATE TABLE "audit_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_person_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_people" ADD CONSTRAINT "audit_people_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_people_business_id_email_index" ON "audit_people" USING btree ("business_id","email");--> statement-breakpoint
CREATE INDEX "audit_people_email_index" ON "audit_people" USING btree ("email");--> statement-breakpoint
-- Entries written before this migration named people by email in "subject" (ADR 033, amended 2026-12-06): each
-- email becomes a label in audit_people and the entry points at it. The append-only trigger is lifted for this one
-- rewrite, inside the migration's transaction, by the owner of the table; nothing else changes in any entry.
INSERT INTO "audit_people" ("business_id", "email")
SELECT DISTINCT "business_id", lower("subject") FROM "audit_log" WHERE "subject" LIKE '%@%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_log" SET "subject_person_id" = p."id", "subject" = NULL
FROM "audit_people" p
WHERE "audit_log"."subject" LIKE '%@%' AND p."business_id" = "audit_log"."business_id" AND p."email" = lower("audit_log"."subject");--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
-- Labels of accounts erased before this migration: their emails survive only here and in their invitations.
DELETE FROM "audit_people" p WHERE NOT EXISTS (SELECT 1 FROM "client_users" u WHERE lower(u."email") = p."email")
AND NOT EXISTS (SELECT 1 FROM "invitations" i WHERE lower(i."email") = p."email" AND i."status" <> 'USED');
--> statement-breakpoint
UPDATE "invitations" i SET "email" = 'erased-' || i."id" || '@erased.invalid', "phone" = 'erased-' || i."id", "name" = ''
WHERE i."status" = 'USED' AND NOT EXISTS (SELECT 1 FROM "client_users" u WHERE lower(u."email") = lower(i."email"));
