CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"topic" text NOT NULL,
	"plan_id" integer NOT NULL,
	"phone" text NOT NULL,
	"preferred_time" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"channel" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"session_hash" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_customer_idempotency" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "contact_requests_topic_check" CHECK ("contact_requests"."topic" in ('PRA_ERROR')),
	CONSTRAINT "contact_requests_time_check" CHECK ("contact_requests"."preferred_time" in ('morning', 'afternoon', 'any')),
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('received', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "pra" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "pra" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_customer_idx" ON "contact_requests" USING btree ("customer_id","created_at");