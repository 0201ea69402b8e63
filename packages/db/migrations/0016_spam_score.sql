CREATE TABLE "spam_class_totals" (
	"label" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "spam_class_totals_label_check" CHECK ("spam_class_totals"."label" in ('spam', 'ham'))
);
--> statement-breakpoint
CREATE TABLE "spam_token_counts" (
	"token" text PRIMARY KEY NOT NULL,
	"spam_count" bigint DEFAULT 0 NOT NULL,
	"ham_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "spam_score" real;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "spam_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "message_hash" text;--> statement-breakpoint
CREATE INDEX "inquiries_message_hash_idx" ON "inquiries" USING btree ("message_hash","created_at");