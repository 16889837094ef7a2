CREATE TYPE "public"."provision_kind" AS ENUM('article', 'additional', 'transitional', 'final', 'derogating');--> statement-breakpoint
CREATE TABLE "legislation_laws" (
	"law_id" text PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"title" text NOT NULL,
	"rank" text NOT NULL,
	"version_date" date NOT NULL,
	"source_url" text NOT NULL,
	"content_hash" text NOT NULL,
	"declined_hash" text,
	"provision_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_provisions" (
	"law_id" text NOT NULL,
	"article" text NOT NULL,
	"position" integer NOT NULL,
	"kind" "provision_kind" NOT NULL,
	"number" text NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"apartados" jsonb NOT NULL,
	"path" jsonb NOT NULL,
	"version_date" date NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "legislation_provisions_law_id_article_pk" PRIMARY KEY("law_id","article")
);
--> statement-breakpoint
CREATE TABLE "legislation_sync_state" (
	"source" text PRIMARY KEY NOT NULL,
	"last_run_date" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legislation_provisions" ADD CONSTRAINT "legislation_provisions_law_id_legislation_laws_law_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."legislation_laws"("law_id") ON DELETE cascade ON UPDATE no action;