CREATE TABLE "remote_live" (
	"remote" text PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_publish_locks" (
	"remote" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"manifest_hash" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_version" text
);
--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_releases_remote_idx" ON "remote_releases" USING btree ("remote","id");