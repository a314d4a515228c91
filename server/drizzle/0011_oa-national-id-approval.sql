CREATE TABLE "oa_national_ids" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"id_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oa_national_ids_id_hash" UNIQUE("id_hash")
);
--> statement-breakpoint
ALTER TABLE "oa_applications" DROP CONSTRAINT "oa_applications_status_check";--> statement-breakpoint
ALTER TABLE "oa_applications" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oa_national_ids" ADD CONSTRAINT "oa_national_ids_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_applications" ADD CONSTRAINT "oa_applications_status_check" CHECK ("oa_applications"."status" in ('draft', 'submitted', 'approved'));