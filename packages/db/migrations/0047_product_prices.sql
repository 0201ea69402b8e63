CREATE TABLE "product_prices" (
	"entry_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"unit" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_entry_id_currency_pk" PRIMARY KEY("entry_id","currency")
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;