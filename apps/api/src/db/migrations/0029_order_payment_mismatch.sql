ALTER TABLE "orders" ADD COLUMN "paid_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_mismatch" boolean DEFAULT false NOT NULL;