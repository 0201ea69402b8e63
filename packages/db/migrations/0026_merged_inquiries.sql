ALTER TABLE "inquiries" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_merged_into_id_inquiries_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_merged_into_idx" ON "inquiries" USING btree ("merged_into_id") WHERE merged_into_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiries_person_idx" ON "inquiries" USING btree (lower("email"),"created_at","id") WHERE status <> 'spam';