CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"route" text NOT NULL,
	"remote" text,
	"remote_version" text,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "web_vitals_name_check" CHECK ("web_vitals"."name" in ('LCP', 'INP', 'CLS', 'TTFB'))
);
--> statement-breakpoint
CREATE INDEX "web_vitals_route_name_idx" ON "web_vitals" USING btree ("route","name");