CREATE TABLE "dev_mailbox_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_mailbox_attachments" ADD CONSTRAINT "dev_mailbox_attachments_mail_id_dev_mailbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."dev_mailbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mailbox_attachments_mail_idx" ON "dev_mailbox_attachments" USING btree ("mail_id");