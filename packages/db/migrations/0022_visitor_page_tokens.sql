CREATE TABLE "visitor_page_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_page_tokens" ADD CONSTRAINT "visitor_page_tokens_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_page_tokens_inquiry_idx" ON "visitor_page_tokens" USING btree ("inquiry_id");