CREATE TABLE "site_text_overrides" (
	"locale" text NOT NULL,
	"catalog" text NOT NULL,
	"key_path" text NOT NULL,
	"draft" jsonb,
	"published" jsonb,
	"draft_updated_by" text,
	"draft_updated_at" timestamp with time zone,
	"published_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "site_text_overrides_locale_catalog_key_path_pk" PRIMARY KEY("locale","catalog","key_path")
);
--> statement-breakpoint
ALTER TABLE "site_text_overrides" ADD CONSTRAINT "site_text_overrides_draft_updated_by_user_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_text_overrides" ADD CONSTRAINT "site_text_overrides_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;