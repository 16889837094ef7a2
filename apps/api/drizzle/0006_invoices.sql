CREATE TABLE "billing_details" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoiceNumber_unique" UNIQUE("invoice_number");
--> statement-breakpoint
CREATE FUNCTION "bills_invoice_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.invoice_number IS NOT NULL AND (
    NEW.invoice_number IS DISTINCT FROM OLD.invoice_number OR NEW.invoice IS DISTINCT FROM OLD.invoice OR NEW.total_cents <> OLD.total_cents
  ) THEN
    RAISE EXCEPTION 'bill % has an issued invoice: it cannot change (issue a credit note instead)', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bills_invoice_immutable" BEFORE UPDATE ON "bills" FOR EACH ROW EXECUTE FUNCTION "bills_invoice_immutable"();
