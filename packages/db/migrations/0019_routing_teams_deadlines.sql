CREATE TABLE "desk_team_members" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "desk_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "desk_teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"holidays" jsonb NOT NULL,
	"first_answer_target" text NOT NULL,
	"next_turn" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "routing_rules_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"countries" jsonb,
	"topics" jsonb,
	"locales" jsonb,
	"assign_user_id" text,
	"assign_team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_away" (
	"user_id" text PRIMARY KEY NOT NULL,
	"away_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_team_members" ADD CONSTRAINT "desk_team_members_team_id_desk_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."desk_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_team_members" ADD CONSTRAINT "desk_team_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_assign_user_id_user_id_fk" FOREIGN KEY ("assign_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_assign_team_id_desk_teams_id_fk" FOREIGN KEY ("assign_team_id") REFERENCES "public"."desk_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_away" ADD CONSTRAINT "staff_away_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_team_members_user_idx" ON "desk_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_rules_position_idx" ON "routing_rules" USING btree ("position");