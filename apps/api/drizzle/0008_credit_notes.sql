CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"number" text NOT NULL,
	"credit_note" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoice_series" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_series" DROP CONSTRAINT "invoice_series_pkey";--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_kind_year_pk" PRIMARY KEY("kind","year");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_bill_id_created_at_index" ON "credit_notes" USING btree ("bill_id","created_at");--> statement-breakpoint
CREATE FUNCTION "credit_notes_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit note % is issued: it cannot change (issue another rectificativa instead)', OLD.number;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_immutable" BEFORE UPDATE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_notes_immutable"();
