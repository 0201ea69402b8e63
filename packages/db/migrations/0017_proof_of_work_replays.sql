CREATE TABLE "spent_proofs_of_work" (
	"challenge_signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_proofs_of_work_expires_idx" ON "spent_proofs_of_work" USING btree ("expires_at");