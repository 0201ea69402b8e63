CREATE TABLE "product_fields" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_fields" ADD CONSTRAINT "product_fields_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;