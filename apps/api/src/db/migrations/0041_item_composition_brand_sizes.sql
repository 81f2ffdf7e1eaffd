ALTER TABLE "item_variants" ADD COLUMN "brand_size" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "composition" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;