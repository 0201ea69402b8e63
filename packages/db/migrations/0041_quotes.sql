CREATE TABLE "quote_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"number" text NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"valid_until" date NOT NULL,
	"lines" jsonb NOT NULL,
	"vat" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"net_total_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by_id" text,
	"sent_message_id" uuid,
	"decided_at" timestamp with time zone,
	"accepted_name" text,
	"decline_reason" text,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "quotes_number_revision_unique" UNIQUE("number","revision"),
	CONSTRAINT "quotes_revision_positive" CHECK ("quotes"."revision" > 0)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_by_id_user_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_inquiry_idx" ON "quotes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "quotes_open_idx" ON "quotes" USING btree ("status","valid_until");