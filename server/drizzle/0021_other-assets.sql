CREATE TABLE "customer_other_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"name_th" text NOT NULL,
	"institution_th" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "customer_other_assets_kind_check" CHECK ("customer_other_assets"."kind" in ('deposit', 'bond', 'stock', 'gold', 'insurance')),
	CONSTRAINT "customer_other_assets_amount_check" CHECK ("customer_other_assets"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_other_assets" ADD CONSTRAINT "customer_other_assets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_other_assets_customer_idx" ON "customer_other_assets" USING btree ("customer_id");