CREATE TABLE "inquiry_topic_fields" (
	"topic" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "extra_fields" jsonb;--> statement-breakpoint
ALTER TABLE "inquiry_topic_fields" ADD CONSTRAINT "inquiry_topic_fields_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;