CREATE TABLE "customer_record_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"channel" text NOT NULL,
	"session_hash" text,
	"ip" text,
	"user_agent" text,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_record_events_kind_check" CHECK ("customer_record_events"."kind" in ('suitability_renewed', 'kyc_reviewed', 'id_card_updated'))
);
--> statement-breakpoint
ALTER TABLE "customer_record_events" ADD CONSTRAINT "customer_record_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_record_events_customer_idx" ON "customer_record_events" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE FUNCTION "customer_record_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'customer_record_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customer_record_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "customer_record_events" FOR EACH ROW EXECUTE FUNCTION "customer_record_events_append_only"();
