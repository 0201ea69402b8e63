CREATE TABLE "desk_bulk_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_tags" (
	"inquiry_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_tags_inquiry_id_tag_id_pk" PRIMARY KEY("inquiry_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "desk_bulk_changes" ADD CONSTRAINT "desk_bulk_changes_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_tags" ADD CONSTRAINT "inquiry_tags_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_tags" ADD CONSTRAINT "inquiry_tags_tag_id_desk_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."desk_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_tags" ADD CONSTRAINT "inquiry_tags_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_bulk_changes_created_idx" ON "desk_bulk_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_tags_name_idx" ON "desk_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "inquiry_tags_tag_idx" ON "inquiry_tags" USING btree ("tag_id","inquiry_id");