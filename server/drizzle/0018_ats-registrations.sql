CREATE TABLE "ats_registrations" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"bank_code" text,
	"account_no_masked" text,
	"account_sealed" text,
	"reject_reason" text,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ats_registrations_status_check" CHECK ("ats_registrations"."status" in ('ATS_REQUIRED', 'ATS_SUBMITTED', 'ATS_REJECTED', 'ATS_CONFIRMED')),
	CONSTRAINT "ats_registrations_bank_check" CHECK ("ats_registrations"."bank_code" in ('KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'KKP'))
);
--> statement-breakpoint
ALTER TABLE "customer_record_events" DROP CONSTRAINT "customer_record_events_kind_check";--> statement-breakpoint
ALTER TABLE "ats_registrations" ADD CONSTRAINT "ats_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_record_events" ADD CONSTRAINT "customer_record_events_kind_check" CHECK ("customer_record_events"."kind" in ('suitability_renewed', 'kyc_reviewed', 'id_card_updated', 'ats_requested', 'ats_confirmed', 'ats_rejected'));