ALTER TABLE "plans" ADD COLUMN "model_code" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "dca_status" text DEFAULT 'none' NOT NULL;