ALTER TABLE "inquiries" ADD COLUMN "next_answer_remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "next_answer_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "next_answer_overdue_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inquiries_next_answer_pending_idx" ON "inquiries" USING btree ("next_answer_due_at") WHERE next_answer_due_at IS NOT NULL AND next_answer_overdue_notified_at IS NULL;