CREATE TABLE "content_entry_language_choices" (
	"entry_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"shown_in" text NOT NULL,
	"chosen_by" text,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entry_language_choices_entry_id_locale_pk" PRIMARY KEY("entry_id","locale")
);
--> statement-breakpoint
ALTER TABLE "content_entry_language_choices" ADD CONSTRAINT "content_entry_language_choices_chosen_by_user_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 202: an entry not translated into a language is no longer shown there in English unless an editor
-- chose so. Entries live before this release keep showing where they showed (in English, now marked as such),
-- recorded as that choice, so the desk lists them as "shown in English" and an editor can take them off.
INSERT INTO "content_entry_language_choices" ("entry_id", "locale", "shown_in")
SELECT "base"."id", "other"."locale", 'en'
FROM "content_entries" AS "base"
CROSS JOIN (VALUES ('de'), ('fr'), ('ar')) AS "other" ("locale")
WHERE "base"."locale" = 'en' AND "base"."published" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "content_entries" AS "translation"
    WHERE "translation"."id" = "base"."id" AND "translation"."locale" = "other"."locale"
      AND "translation"."published" IS NOT NULL
  );
