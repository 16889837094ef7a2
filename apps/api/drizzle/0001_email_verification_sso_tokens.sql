CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "spent_sso_tokens" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_client_user_id_client_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_client_user_id_index" ON "email_verification_tokens" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "spent_sso_tokens_expires_at_index" ON "spent_sso_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Accounts that already proved their email (ADR 009): created or linked through SSO (the provider verified it),
-- or created from an invitation mailed to it. Password registrations stay unverified and are asked to verify.
UPDATE "client_users" SET "email_verified_at" = "created_at"
WHERE EXISTS (SELECT 1 FROM "sso_identities" WHERE "sso_identities"."client_user_id" = "client_users"."id")
   OR EXISTS (SELECT 1 FROM "invitations" WHERE "invitations"."email" = "client_users"."email" AND "invitations"."status" = 'USED');
