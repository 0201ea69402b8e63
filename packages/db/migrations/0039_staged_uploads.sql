CREATE TABLE "staged_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"kind" text,
	"client_hash" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staged_uploads_created_idx" ON "staged_uploads" USING btree ("created_at");