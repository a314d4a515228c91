CREATE TABLE "dca_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(20, 2),
	"day_of_month" integer,
	"bank_id" text,
	"channel" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"session_hash" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dca_events_customer_idempotency" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "dca_events_kind_check" CHECK ("dca_events"."kind" in ('set', 'remove'))
);
--> statement-breakpoint
ALTER TABLE "dca_profiles" ADD COLUMN "bank_id" text;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "unit_settlement_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "money_settlement_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "invests_abroad" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dca_events" ADD CONSTRAINT "dca_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dca_events" ADD CONSTRAINT "dca_events_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The DCA audit trail is append-only like order_events (issue 17 item 3).
CREATE FUNCTION "dca_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'dca_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "dca_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "dca_events" FOR EACH ROW EXECUTE FUNCTION "dca_events_append_only"();
