CREATE TABLE "builtin_media_seeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
