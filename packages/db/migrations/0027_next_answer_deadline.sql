ALTER TABLE "inquiries" ADD COLUMN "next_answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_teams" ADD COLUMN "next_answer_target" text;