CREATE TABLE "oa_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"channel" text NOT NULL,
	"parts" jsonb,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oa_application_events_kind_check" CHECK ("oa_application_events"."kind" in ('submitted', 'resubmitted', 'rejected', 'need_info', 'lack_info'))
);
--> statement-breakpoint
ALTER TABLE "oa_applications" DROP CONSTRAINT "oa_applications_status_check";--> statement-breakpoint
ALTER TABLE "oa_applications" ADD COLUMN "review_parts" jsonb;--> statement-breakpoint
ALTER TABLE "oa_applications" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "oa_applications" ADD COLUMN "review_digests" jsonb;--> statement-breakpoint
ALTER TABLE "oa_applications" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oa_applications" ADD COLUMN "resubmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oa_application_events" ADD CONSTRAINT "oa_application_events_application_id_oa_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."oa_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_application_events" ADD CONSTRAINT "oa_application_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oa_application_events_application_idx" ON "oa_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "oa_applications" ADD CONSTRAINT "oa_applications_status_check" CHECK ("oa_applications"."status" in ('draft', 'submitted', 'approved', 'rejected', 'need_info', 'lack_info'));