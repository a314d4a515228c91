CREATE TABLE "oa_application_steps" (
	"application_id" integer NOT NULL,
	"step" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oa_application_steps_application_id_step_pk" PRIMARY KEY("application_id","step"),
	CONSTRAINT "oa_application_steps_step_check" CHECK ("oa_application_steps"."step" in ('identity', 'work', 'suitability', 'tax', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "oa_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account_kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"identity_status" text DEFAULT 'not_started' NOT NULL,
	"suitability_status" text DEFAULT 'not_started' NOT NULL,
	"bank_ats_status" text DEFAULT 'not_started' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oa_applications_customer_kind" UNIQUE("customer_id","account_kind"),
	CONSTRAINT "oa_applications_kind_check" CHECK ("oa_applications"."account_kind" in ('omnibus', 'segregate', 'daingern_invest', 'siam_validus', 'kkp_savings')),
	CONSTRAINT "oa_applications_status_check" CHECK ("oa_applications"."status" in ('draft', 'submitted')),
	CONSTRAINT "oa_applications_identity_check" CHECK ("oa_applications"."identity_status" in ('not_started', 'pending', 'done', 'rejected')),
	CONSTRAINT "oa_applications_suitability_check" CHECK ("oa_applications"."suitability_status" in ('not_started', 'pending', 'done', 'rejected')),
	CONSTRAINT "oa_applications_bank_ats_check" CHECK ("oa_applications"."bank_ats_status" in ('not_started', 'pending', 'done', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "oa_application_steps" ADD CONSTRAINT "oa_application_steps_application_id_oa_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."oa_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_applications" ADD CONSTRAINT "oa_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;