ALTER TABLE "contact_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_closed_check" CHECK (("contact_requests"."status" = 'closed') = ("contact_requests"."closed_at" is not null and "contact_requests"."closed_by" is not null and "contact_requests"."close_note" is not null));