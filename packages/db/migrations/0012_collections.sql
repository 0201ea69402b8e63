CREATE TABLE "content_entries" (
	"id" uuid NOT NULL,
	"locale" text NOT NULL,
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"published_slug" text,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"draft_updated_by" text,
	"draft_updated_at" timestamp with time zone,
	"published_by" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_entry_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entry_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "path_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "entry_collection" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "entry_title" text;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_draft_updated_by_user_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entry_versions" ADD CONSTRAINT "content_entry_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_collection_idx" ON "content_entries" USING btree ("collection","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_published_slug_idx" ON "content_entries" USING btree ("collection","locale","published_slug");--> statement-breakpoint
CREATE INDEX "content_entries_publish_at_idx" ON "content_entries" USING btree ("publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entry_versions_entry_version_idx" ON "content_entry_versions" USING btree ("entry_id","locale","version");--> statement-breakpoint
CREATE INDEX "inquiries_entry_idx" ON "inquiries" USING btree ("entry_id");