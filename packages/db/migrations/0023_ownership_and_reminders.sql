ALTER TABLE "inquiries" ADD COLUMN "first_answer_remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_answer_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_answer_overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD COLUMN "notify_on_assigned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD COLUMN "notify_on_overdue" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_teams" ADD COLUMN "lead_id" text;--> statement-breakpoint
ALTER TABLE "desk_teams" ADD CONSTRAINT "desk_teams_lead_id_user_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_first_answer_pending_idx" ON "inquiries" USING btree ("first_answer_due_at") WHERE first_answered_at IS NULL AND first_answer_due_at IS NOT NULL AND first_answer_overdue_notified_at IS NULL;--> statement-breakpoint
-- Inquiries routed before reminders existed get their 80 % point in plain time (decision 174); those
-- already past their deadline are not reported all at once.
UPDATE "inquiries" SET "first_answer_remind_at" = "created_at" + ("first_answer_due_at" - "created_at") * 0.8 WHERE "first_answer_due_at" IS NOT NULL;--> statement-breakpoint
UPDATE "inquiries" SET "first_answer_reminded_at" = now(), "first_answer_overdue_notified_at" = now() WHERE "first_answered_at" IS NULL AND "first_answer_due_at" < now();
