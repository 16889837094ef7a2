ALTER TYPE "public"."invitation_status" ADD VALUE 'SUSPENDED';--> statement-breakpoint
ALTER TYPE "public"."member_status" ADD VALUE 'SUSPENDED';