CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD CONSTRAINT "dev_mailbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mailbox_inquiry_idx" ON "dev_mailbox" USING btree ("inquiry_id");--> statement-breakpoint
-- Copies kept before this migration: link each to its inquiry through its outbox row, so erasure finds it.
UPDATE "dev_mailbox" SET "inquiry_id" = "mail_outbox"."inquiry_id" FROM "mail_outbox" WHERE "mail_outbox"."idempotency_key" = "dev_mailbox"."idempotency_key" AND "mail_outbox"."inquiry_id" IS NOT NULL;--> statement-breakpoint
-- An inquiry's e-mail whose outbox row is gone belonged to an inquiry that was already erased: its copy goes too.
DELETE FROM "dev_mailbox" WHERE "inquiry_id" IS NULL AND "idempotency_key" LIKE 'inquiry-%';
