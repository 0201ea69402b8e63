ALTER TABLE "webhook_deliveries" ADD COLUMN "includes_personal_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-added (decision 238): rows written before this column are assumed to carry personal data, so an API key cannot replay them; the desk still can.
UPDATE "webhook_deliveries" SET "includes_personal_data" = true;
