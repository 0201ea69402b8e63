CREATE TABLE "inquiry_topics" (
	"key" text PRIMARY KEY NOT NULL,
	"labels" jsonb,
	"position" integer NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_topics" ADD CONSTRAINT "inquiry_topics_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
