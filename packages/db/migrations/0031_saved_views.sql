CREATE TABLE "desk_saved_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desk_saved_views" ADD CONSTRAINT "desk_saved_views_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_saved_views_owner_idx" ON "desk_saved_views" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "desk_saved_views_shared_idx" ON "desk_saved_views" USING btree ("shared");