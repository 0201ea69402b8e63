CREATE TABLE "person_erasure_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"address_hash" text NOT NULL,
	"locale" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text
);
--> statement-breakpoint
CREATE TABLE "person_erasures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_by" text,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_erasure_requests" ADD CONSTRAINT "person_erasure_requests_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_erasures" ADD CONSTRAINT "person_erasures_erased_by_user_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_erasure_requests_open_idx" ON "person_erasure_requests" USING btree ("address_hash") WHERE completed_at IS NULL;--> statement-breakpoint
CREATE INDEX "person_erasure_requests_due_idx" ON "person_erasure_requests" USING btree ("due_at") WHERE completed_at IS NULL;--> statement-breakpoint
CREATE INDEX "person_erasures_address_idx" ON "person_erasures" USING btree ("address_hash","erased_at");