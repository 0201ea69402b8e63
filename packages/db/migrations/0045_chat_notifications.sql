ALTER TABLE "webhook_endpoints" ADD COLUMN "kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_team_id_desk_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."desk_teams"("id") ON DELETE cascade ON UPDATE no action;