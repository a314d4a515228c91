CREATE TABLE "feature_acknowledgements" (
	"customer_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"feature" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_acknowledgements_customer_id_plan_id_feature_pk" PRIMARY KEY("customer_id","plan_id","feature")
);
--> statement-breakpoint
CREATE TABLE "plan_automatic_allocation" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"can_enable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account_type" text NOT NULL,
	"agent_account_id" text NOT NULL,
	"account_code" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_agent_account_id_unique" UNIQUE("agent_account_id")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name_th" text NOT NULL,
	"display_name_en" text NOT NULL,
	"license_no" text NOT NULL,
	"partner" text,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"line_id" text NOT NULL,
	"advisor_type" text NOT NULL,
	"advisor_tier" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_advisors" (
	"customer_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_advisors_customer_id_advisor_id_pk" PRIMARY KEY("customer_id","advisor_id")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"model" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_th" text NOT NULL,
	"summary_th" text NOT NULL,
	"image_url" text NOT NULL,
	"url" text NOT NULL,
	"tags" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "oa_mail_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_display_name" text NOT NULL,
	"bank_account_no" text NOT NULL,
	"bank_logo_url" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"display_name_th" text NOT NULL,
	"display_name_en" text NOT NULL,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"account_status" text NOT NULL,
	"oa_status" text NOT NULL,
	"port_status" text NOT NULL,
	"kyc_expiry" date,
	"suit_expiry" date,
	"id_card_expiry" date,
	"reject_reason" text,
	"maintenance_message" text,
	"can_oa" jsonb NOT NULL,
	"agent" text,
	"is_wealth_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "dca_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"fund_code" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"day_of_month" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amcs" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"logo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_combos" (
	"id" text PRIMARY KEY NOT NULL,
	"tax_type" text NOT NULL,
	"name_th" text NOT NULL,
	"tag_id" text NOT NULL,
	"allocations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_navs" (
	"fund_code" text NOT NULL,
	"nav_date" date NOT NULL,
	"nav" numeric(20, 4) NOT NULL,
	CONSTRAINT "fund_navs_fund_code_nav_date_pk" PRIMARY KEY("fund_code","nav_date")
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"amc_code" text NOT NULL,
	"aimc_category_th" text NOT NULL,
	"broad_category_th" text NOT NULL,
	"risk_level" integer NOT NULL,
	"tax_type" text NOT NULL,
	"color" text NOT NULL,
	"min_invest" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"plan_id" integer NOT NULL,
	"fund_code" text NOT NULL,
	"units" numeric(20, 4) NOT NULL,
	"cost" numeric(20, 2) NOT NULL,
	"realized_pl" numeric(20, 2) DEFAULT '0' NOT NULL,
	"realized_trading_pl" numeric(20, 2) DEFAULT '0' NOT NULL,
	"dividend" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "holdings_plan_id_fund_code_pk" PRIMARY KEY("plan_id","fund_code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" integer,
	"order_no" text NOT NULL,
	"vir_ref_trans_no" text NOT NULL,
	"order_type" text NOT NULL,
	"source" text NOT NULL,
	"fund_code" text NOT NULL,
	"tax_type" text NOT NULL,
	"sw_to_fund" text,
	"amount" numeric(20, 2),
	"unit" numeric(20, 4),
	"status" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"trade_date" date NOT NULL,
	"expected_date" date NOT NULL,
	"bank_id" text,
	"payment_method" text NOT NULL,
	"idempotency_key" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_vir_ref_trans_no_unique" UNIQUE("vir_ref_trans_no"),
	CONSTRAINT "orders_customer_idempotency" UNIQUE("customer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"account_type" text NOT NULL,
	"plan_slot" integer NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"goal_type" text,
	"goal_timeframe" integer,
	"goal_money" numeric(20, 2),
	"initial" numeric(20, 2) NOT NULL,
	"contribution" numeric(20, 2) NOT NULL,
	"risk_level" integer NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"pra_status" text DEFAULT 'NONE' NOT NULL,
	"can_redraft" boolean DEFAULT false NOT NULL,
	"model" jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_customer_slot" UNIQUE("customer_id","account_type","plan_slot")
);
--> statement-breakpoint
CREATE TABLE "pra" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"pra_date" integer NOT NULL,
	"total_amount" numeric(20, 2) NOT NULL,
	"topup_amount" numeric(20, 2) NOT NULL,
	"min_invest" numeric(20, 2) NOT NULL,
	"bank_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_levels" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_levels" (
	"short_code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"service_level" text NOT NULL,
	"internal_service_level" text NOT NULL,
	"cost" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subject" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"id_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_acknowledgements" ADD CONSTRAINT "feature_acknowledgements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_acknowledgements" ADD CONSTRAINT "feature_acknowledgements_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_automatic_allocation" ADD CONSTRAINT "plan_automatic_allocation_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_advisors" ADD CONSTRAINT "customer_advisors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_advisors" ADD CONSTRAINT "customer_advisors_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_mail_requests" ADD CONSTRAINT "oa_mail_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_banks" ADD CONSTRAINT "customer_banks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dca_profiles" ADD CONSTRAINT "dca_profiles_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_navs" ADD CONSTRAINT "fund_navs_fund_code_funds_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."funds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_amc_code_amcs_code_fk" FOREIGN KEY ("amc_code") REFERENCES "public"."amcs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_fund_code_funds_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."funds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pra" ADD CONSTRAINT "pra_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_levels" ADD CONSTRAINT "customer_service_levels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_levels" ADD CONSTRAINT "customer_service_levels_short_code_service_levels_short_code_fk" FOREIGN KEY ("short_code") REFERENCES "public"."service_levels"("short_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");