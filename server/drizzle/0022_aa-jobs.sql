CREATE TABLE "aa_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"previous_state" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error_code" text,
	"error_message" text,
	CONSTRAINT "aa_jobs_action_check" CHECK ("aa_jobs"."action" in ('enable', 'pause')),
	CONSTRAINT "aa_jobs_status_check" CHECK ("aa_jobs"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "aa_jobs_previous_state_check" CHECK ("aa_jobs"."previous_state" in ('enabled', 'paused', 'not_enabled')),
	CONSTRAINT "aa_jobs_finished_check" CHECK (("aa_jobs"."status" = 'pending') = ("aa_jobs"."finished_at" is null))
);
--> statement-breakpoint
ALTER TABLE "aa_jobs" ADD CONSTRAINT "aa_jobs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aa_jobs_one_pending_per_plan" ON "aa_jobs" USING btree ("plan_id") WHERE "aa_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "aa_jobs_plan_idx" ON "aa_jobs" USING btree ("plan_id","id");