ALTER TABLE "product_prices" ADD COLUMN "variant_field" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "variant_choice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" DROP CONSTRAINT "product_prices_entry_id_currency_pk";--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_entry_id_currency_variant_field_variant_choice_pk" PRIMARY KEY("entry_id","currency","variant_field","variant_choice");
