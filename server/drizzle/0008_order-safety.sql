CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" integer,
	"order_id" integer,
	"order_no" text,
	"checkout_id" integer,
	"session_hash" text,
	"channel" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"acknowledgements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('placed', 'cancelled', 'aa_disclaimer_accepted'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "suit_risk_level" integer;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "cutoff_time" text;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "fact_sheet_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cutoff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nav_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_acknowledged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_customer_idx" ON "order_events" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The audit trail is append-only (issue 8): rows may be inserted, never changed or removed.
CREATE FUNCTION "order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'order_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "order_events" FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();--> statement-breakpoint
-- Existing customers get the suitability risk level of their riskiest plan; without a plan it stays unknown (no buying until assessed).
UPDATE "customers" SET "suit_risk_level" = (SELECT max("plans"."risk_level") FROM "plans" WHERE "plans"."customer_id" = "customers"."id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_suit_risk_level_check" CHECK ("suit_risk_level" IS NULL OR "suit_risk_level" BETWEEN 1 AND 8);--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_cutoff_time_check" CHECK ("cutoff_time" IS NULL OR "cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
